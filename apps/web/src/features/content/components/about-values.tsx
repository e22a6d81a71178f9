import { useId } from 'react';

const values = [
  {
    title: 'Ready-made, not made-to-wait',
    text: 'Every design is finished before you see it, so you know exactly what you are buying. No long briefs and no open-ended projects.',
  },
  {
    title: 'Honest pricing',
    text: 'One-time prices in rupees with GST shown separately. No subscriptions and no surprise renewals on your card.',
  },
  {
    title: 'Built for Indian businesses',
    text: 'Layouts for shops, clinics, tutors, restaurants, agents and makers, designed to read well on the phones your customers use.',
  },
];

/** What we believe in, on the about page. */
export function AboutValues() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        What we stand for
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {values.map((value) => (
          <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-slate-900">{value.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
