/** Loading indicator with a text for screen readers. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-slate-600">
      <span
        className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      <span>{label}</span>
    </div>
  );
}
