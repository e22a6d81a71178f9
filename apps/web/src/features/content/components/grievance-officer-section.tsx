import type { SellerDisplay } from '@store/shared';
import { GrievanceContact } from '../../../components/grievance-contact';
import { useTranslation } from '../../../i18n';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline break-words';

/** The grievance officer and the seller's registration, as the Consumer Protection (E-Commerce) Rules, 2020 ask. */
export function GrievanceOfficerSection({ seller, stateCode }: { seller: SellerDisplay; stateCode: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="grievance-heading"
      className="mt-10 grid gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 md:grid-cols-2"
    >
      <div>
        <h2 id="grievance-heading" className="text-lg font-semibold text-slate-900">
          {t('contact.grievanceOfficer')}
        </h2>
        <GrievanceContact
          seller={seller}
          className="mt-2 text-slate-700"
          nameClassName="block font-medium text-slate-900"
          linkClassName={linkClass}
        />
        <p className="mt-3 text-sm text-slate-600">{t('contact.grievanceNote')}</p>
      </div>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('contact.seller')}</h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
          <dt className="text-slate-600">{t('contact.legalName')}</dt>
          <dd>{seller.legalName}</dd>
          <dt className="text-slate-600">{t('contact.tradeName')}</dt>
          <dd>{seller.tradeName}</dd>
          <dt className="text-slate-600">{t('contact.gstin')}</dt>
          <dd className="font-mono">{seller.gstin}</dd>
          <dt className="text-slate-600">{t('contact.state')}</dt>
          <dd>{`${seller.stateName} (${stateCode})`}</dd>
        </dl>
      </div>
    </section>
  );
}
