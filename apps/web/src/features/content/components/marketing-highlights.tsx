import { useId } from 'react';

const highlights = [
  {
    title: 'Show up every week',
    text: 'A steady stream of designed posts and reels keeps your business in front of customers who already follow you.',
  },
  {
    title: 'Reach nearby customers',
    text: 'Ads targeted by area, age and interests bring your offers to people who can actually visit or order.',
  },
  {
    title: 'Know what works',
    text: 'Plain-language reports show reach, engagement and enquiries, so you can see what your ad spend achieves.',
  },
];

/** Why social media marketing matters, shown under the marketing page hero. */
export function MarketingHighlights() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Why social media marketing?
      </h2>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">
        Your customers scroll Instagram and Facebook every day. We make sure they see your business there, without you
        having to find time to post.
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {highlights.map((highlight) => (
          <li key={highlight.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-slate-900">{highlight.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{highlight.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
