import type { SellerDisplay } from '@store/shared';
import { GrievanceContact } from '../../components/grievance-contact';
import { useTranslation } from '../../i18n';

const linkClass = 'rounded underline-offset-2 hover:text-white hover:underline focus-visible:outline-white';

/**
 * The seller and the grievance officer (Consumer Protection (E-Commerce) Rules, 2020), from the
 * store settings. Its structure never depends on the texts: the prerendered footer holds
 * placeholders in exactly these places, filled by the server on every request.
 */
export function FooterSeller({ seller }: { seller: SellerDisplay }) {
  const { t } = useTranslation();
  return (
    <div className="border-t border-slate-800">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 text-sm text-slate-400 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="footer-seller-heading">
          <h2 id="footer-seller-heading" className="font-semibold text-white">
            {t('footer.seller')}
          </h2>
          <p className="mt-2">
            <span className="text-slate-200">{seller.legalName}</span>
            <span className="block">GSTIN {seller.gstin}</span>
            <span className="block">{seller.addressLine}</span>
          </p>
          {/* A demo store's notice, written by the server in English on every page. */}
          <p lang="en" className="mt-2 font-semibold text-amber-300 empty:hidden">
            {seller.demoNotice}
          </p>
        </section>
        <section aria-labelledby="footer-grievance-heading">
          <h2 id="footer-grievance-heading" className="font-semibold text-white">
            {t('footer.grievanceOfficer')}
          </h2>
          <GrievanceContact seller={seller} className="mt-2" nameClassName="text-slate-200" linkClassName={linkClass} />
        </section>
      </div>
    </div>
  );
}
