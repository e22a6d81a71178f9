import { type ReactNode, useId } from 'react';
import { SectionHeading } from '../../../components/section-heading';
import { Container } from '../../../components/ui/container';
import { company } from '../../../content/company';
import { type en, useTranslation } from '../../../i18n';
import { BoltIcon, DeviceIcon, DocumentIcon, LockIcon, SearchIcon, SupportIcon } from './feature-icons';

const features: { key: keyof typeof en.features; icon: ReactNode }[] = [
  { key: 'ready', icon: <BoltIcon /> },
  { key: 'mobile', icon: <DeviceIcon /> },
  { key: 'seo', icon: <SearchIcon /> },
  { key: 'payments', icon: <LockIcon /> },
  { key: 'support', icon: <SupportIcon /> },
  { key: 'pdf', icon: <DocumentIcon /> },
];

/** Why buy from us: six service features with icons. */
export function FeatureShowcaseSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const hours = company.workingHours.map((slot) => `${t(`hours.${slot.days}`)} ${slot.hours}`).join(', ');
  return (
    <section
      aria-labelledby={headingId}
      className="drawn-when-near bg-slate-50 py-16 [--near-size:1700px] sm:[--near-size:1040px] md:[--near-size:920px] lg:[--near-size:720px] xl:[--near-size:670px] sm:py-24"
    >
      <Container>
        <SectionHeading
          id={headingId}
          eyebrow={t('sections.featuresEyebrow')}
          title={t('sections.featuresTitle')}
          intro={t('sections.featuresIntro')}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                {feature.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`features.${feature.key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(`features.${feature.key}.text`, { hours })}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
