import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { company } from '../../../content/company';
import { LegalSection } from './legal-section';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Closing section of every legal page: how to reach us about it. */
export function LegalContactSection({ title }: { title: string }) {
  return (
    <LegalSection title={title}>
      <p>
        Write to us at{' '}
        <a className={linkClass} href={`mailto:${company.supportEmail}`}>
          {company.supportEmail}
        </a>{' '}
        or call{' '}
        <a className={linkClass} href={company.phoneHref}>
          {company.phone}
        </a>
        . You can also find our office hours on the{' '}
        <Link className={linkClass} to={paths.contactUs}>
          contact page
        </Link>
        .
      </p>
      <address className="not-italic text-slate-700">
        <span className="block font-medium text-slate-900">{company.legalName}</span>
        {company.address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </LegalSection>
  );
}
