/** Marks an order taken through the demo provider: it looks paid, but no money was taken. */
export function DemoMark({ provider }: { provider: string }) {
  if (provider !== 'demo') return null;
  return (
    <span
      title="Demo payment: no money was taken"
      className="rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-800"
    >
      Demo
    </span>
  );
}
