import { paths } from '../../../config/paths';
import { Trans } from '../../../i18n';
import { Link } from '../../../lib/router';
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
        <Trans
          i18nKey="legal.contact"
          values={{ email: seller.supportEmail, phone: seller.phone }}
          components={{
            // biome-ignore lint/a11y/useAnchorContent: the message's words go in the link
            email: <a className={linkClass} href={seller.supportEmailHref} />,
            // biome-ignore lint/a11y/useAnchorContent: the message's words go in the link
            phone: <a className={linkClass} href={seller.phoneHref} />,
            contact: <Link className={linkClass} to={paths.contactUs} />,
          }}
        />
      </p>
      <SellerAddress legalName={seller.legalName} lines={[seller.addressLine]} className="text-slate-700" />
    </LegalSection>
  );
}
