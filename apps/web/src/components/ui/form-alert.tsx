/** A form-level message: errors are announced as alerts, successes politely. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: string }) {
  const style =
    tone === 'error' ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl p-3 text-sm ring-1 ${style}`}>
      {children}
    </p>
  );
}
