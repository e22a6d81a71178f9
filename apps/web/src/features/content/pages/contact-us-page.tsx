import { Link } from 'react-router';
import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { paths } from '../../../config/paths';
import { company } from '../../../content/company';
import { ContactCard } from '../components/contact-card';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../components/contact-icons';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline break-words';

/** /contactus: every way to reach the team. No form on purpose: we have no inbox behind one. */
export function ContactUsPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Contact Us">
        <p>Questions about a design, an order or a marketing plan? Our team in Mumbai is happy to help.</p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <ContactCard icon={<MapPinIcon />} title="Visit our office">
            <address className="not-italic">
              <span className="block font-medium text-slate-900">{company.legalName}</span>
              {company.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </ContactCard>
          <ContactCard icon={<PhoneIcon />} title="Call us">
            <p>
              <a className={linkClass} href={company.phoneHref}>
                {company.phone}
              </a>
            </p>
            <p className="text-sm text-slate-600">During working hours</p>
          </ContactCard>
          <ContactCard icon={<MailIcon />} title="Email support">
            <p>
              <a className={linkClass} href={`mailto:${company.supportEmail}`}>
                {company.supportEmail}
              </a>
            </p>
            <p className="text-sm text-slate-600">For orders, revisions and refunds</p>
          </ContactCard>
          <ContactCard icon={<ClockIcon />} title="Working hours">
            <ul>
              {company.workingHours.map((slot) => (
                <li key={slot.days}>{`${slot.days} ${slot.hours}`}</li>
              ))}
            </ul>
            <p className="text-sm text-slate-600">Closed on Sundays</p>
          </ContactCard>
        </ul>
        <section
          aria-labelledby="response-times-heading"
          className="mt-10 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
        >
          <h2 id="response-times-heading" className="text-lg font-semibold text-brand-900">
            When to expect a reply
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">
            We answer calls during working hours. Emails are answered in the order they arrive, and messages sent in the
            evening or on a Sunday are picked up on the next working day. For a refund or damage claim, write to us
            within 2 days of receipt; see our{' '}
            <Link className="font-semibold text-brand-700 underline underline-offset-2" to={paths.termsAndRefundPolicy}>
              Terms and Refund Policy
            </Link>
            .
          </p>
        </section>
      </Container>
    </>
  );
}
