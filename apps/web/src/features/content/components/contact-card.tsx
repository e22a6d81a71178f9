import type { ReactNode } from 'react';

interface ContactCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** One way of reaching us (address, phone, email, hours) on the contact page. */
export function ContactCard({ icon, title, children }: ContactCardProps) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 space-y-1 text-slate-700">{children}</div>
    </li>
  );
}
