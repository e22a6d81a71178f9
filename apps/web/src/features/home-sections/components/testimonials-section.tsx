import { useId } from 'react';
import { SectionHeading } from '../../../components/section-heading';
import { Container } from '../../../components/ui/container';
import { testimonialHandles } from '../../../content/testimonials';
import { useTranslation } from '../../../i18n';
import { TestimonialCard } from './testimonial-card';

/** What small-business owners say about their websites. */
export function TestimonialsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="drawn-when-near bg-white py-16 [--near-size:2200px] sm:[--near-size:1830px] md:[--near-size:1150px] lg:[--near-size:900px] xl:[--near-size:820px] sm:py-24"
    >
      <Container>
        <SectionHeading
          id={headingId}
          eyebrow={t('sections.testimonialsEyebrow')}
          title={t('sections.testimonialsTitle')}
          intro={t('sections.testimonialsIntro')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonialHandles.map((username) => (
            <TestimonialCard
              key={username}
              testimonial={{
                username,
                name: t(`testimonials.${username}.name`),
                quote: t(`testimonials.${username}.quote`),
              }}
            />
          ))}
        </ul>
      </Container>
    </section>
  );
}
