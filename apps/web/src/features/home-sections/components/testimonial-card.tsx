import type { Testimonial } from '../../../content/testimonials';
import { InitialsAvatar } from './initials-avatar';

/** One customer quote with who said it. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <li className="h-full">
      <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 text-brand-200" fill="currentColor">
          <path d="M10 8C6 10 4 13.5 4 18v6h8v-8H8c0-3 1.5-5 4-6.5L10 8Zm14 0c-4 2-6 5.5-6 10v6h8v-8h-4c0-3 1.5-5 4-6.5L24 8Z" />
        </svg>
        <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          <InitialsAvatar name={testimonial.name} image={testimonial.image} />
          <span>
            <span className="block font-semibold text-slate-900">{testimonial.name}</span>
            <span className="block text-sm text-slate-600">@{testimonial.username}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
