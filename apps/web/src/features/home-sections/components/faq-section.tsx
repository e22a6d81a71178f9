import { useId } from 'react';
import { SectionHeading } from '../../../components/section-heading';
import { Container } from '../../../components/ui/container';
import { faqEntries } from '../../../content/faq';
import { useTranslation } from '../../../i18n';
import { FaqItem } from './faq-item';

/** Frequently asked questions as an accordion with at most one answer open at a time (lib/page-controls.ts). */
export function FaqSection() {
  const { t } = useTranslation();
  const headingId = useId();
  // useId output contains punctuation (":r1:" or "«r1»"); keep a plain token so ids also work as CSS selectors.
  const idPrefix = `faq-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  return (
    <section
      aria-labelledby={headingId}
      className="drawn-when-near bg-white py-16 [--near-size:780px] sm:[--near-size:616px] sm:py-24"
    >
      <Container>
        <SectionHeading
          id={headingId}
          eyebrow={t('sections.faqEyebrow')}
          title={t('sections.faqTitle')}
          intro={t('sections.faqIntro')}
        />
        <ul
          data-accordion
          className="mx-auto mt-12 max-w-3xl overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          {faqEntries.map((entry) => (
            <FaqItem
              key={entry.id}
              entry={{ ...entry, question: t(`faq.${entry.id}.question`), answer: t(`faq.${entry.id}.answer`) }}
              idPrefix={idPrefix}
            />
          ))}
        </ul>
      </Container>
    </section>
  );
}
