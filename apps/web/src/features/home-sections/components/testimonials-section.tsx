import { useId } from 'react';
import { SectionHeading } from '../../../components/section-heading';
import { Container } from '../../../components/ui/container';
import { testimonials } from '../../../content/testimonials';
import { TestimonialCard } from './testimonial-card';

/** What small-business owners say about their websites. */
export function TestimonialsSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-24">
      <Container>
        <SectionHeading
          id={headingId}
          eyebrow="Testimonials"
          title="Loved by small businesses across India"
          intro="Shop owners, clinics, tutors and makers on getting their business online."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.username} testimonial={testimonial} />
          ))}
        </ul>
      </Container>
    </section>
  );
}
