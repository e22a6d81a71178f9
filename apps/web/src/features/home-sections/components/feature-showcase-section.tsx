import { type ReactNode, useId } from 'react';
import { SectionHeading } from '../../../components/section-heading';
import { Container } from '../../../components/ui/container';
import { company } from '../../../content/company';
import { BoltIcon, DeviceIcon, DocumentIcon, LockIcon, SearchIcon, SupportIcon } from './feature-icons';

const hours = company.workingHours.map((slot) => `${slot.days} ${slot.hours}`).join(', ');

const features: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Ready in minutes',
    text: 'Browse, pick and pay for your website in minutes. We then set it up with your business details.',
    icon: <BoltIcon />,
  },
  {
    title: 'Mobile friendly',
    text: 'Every design adapts to phones, tablets and desktops, so customers can reach you from any screen.',
    icon: <DeviceIcon />,
  },
  {
    title: 'SEO basics built in',
    text: 'Clear headings, page titles and descriptions help search engines understand and list your business.',
    icon: <SearchIcon />,
  },
  {
    title: 'Secure payments',
    text: 'Pay online through our card payment provider. Your card number never reaches our servers.',
    icon: <LockIcon />,
  },
  {
    title: 'Friendly support',
    text: `Talk to a real person by phone or email, ${hours}.`,
    icon: <SupportIcon />,
  },
  {
    title: 'PDF previews',
    text: 'Open the PDF preview on a design card to see every page of the design before you buy.',
    icon: <DocumentIcon />,
  },
];

/** Why buy from us: six service features with icons. */
export function FeatureShowcaseSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-16 sm:py-24">
      <Container>
        <SectionHeading
          id={headingId}
          eyebrow="Why choose us"
          title="Everything you need to get online"
          intro="A professional website without the long wait, the jargon or the surprise bills."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                {feature.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
