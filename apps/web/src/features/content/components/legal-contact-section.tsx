import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSellerDisplay } from '../../../lib/store-settings';
import { LegalSection } from './legal-section';
import { SellerAddress } from './seller-address';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Closing section of every legal page: how to reach us about it (from the store settings). */
export function LegalContactSection({ title }: { title: string }) {
  const seller = useSellerDisplay();
  if (!seller) return null;
  return (
    <LegalSection title={title}>
      <p>
        Write to us at{' '}
        <a className={linkClass} href={seller.supportEmailHref}>
          {seller.supportEmail}
        </a>{' '}
        or call{' '}
        <a className={linkClass} href={seller.phoneHref}>
          {seller.phone}
        </a>
        . You can also find our office hours, our grievance officer and a contact form on the{' '}
        <Link className={linkClass} to={paths.contactUs}>
          contact page
        </Link>
        .
      </p>
      <SellerAddress legalName={seller.legalName} lines={[seller.addressLine]} className="text-slate-700" />
    </LegalSection>
  );
}
