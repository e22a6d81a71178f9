import type { SellerDisplay } from '@store/shared';
import { company } from '../../../content/company';
import { useTranslation } from '../../../i18n';
import { ContactCard } from './contact-card';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from './contact-icons';
import { SellerAddress } from './seller-address';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline break-words';

/** Office address, phone, support email (from the store settings) and working hours. */
export function ContactCards({ seller, addressLines }: { seller: SellerDisplay; addressLines: string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      <ContactCard icon={<MapPinIcon />} title={t('contact.visit')}>
        <SellerAddress legalName={seller.legalName} lines={addressLines} />
      </ContactCard>
      <ContactCard icon={<PhoneIcon />} title={t('contact.call')}>
        <p>
          <a className={linkClass} href={seller.phoneHref}>
            {seller.phone}
          </a>
        </p>
        <p className="text-sm text-slate-600">{t('contact.duringHours')}</p>
      </ContactCard>
      <ContactCard icon={<MailIcon />} title={t('contact.emailSupport')}>
        <p>
          <a className={linkClass} href={seller.supportEmailHref}>
            {seller.supportEmail}
          </a>
        </p>
        <p className="text-sm text-slate-600">{t('contact.emailFor')}</p>
      </ContactCard>
      <ContactCard icon={<ClockIcon />} title={t('contact.hoursHeading')}>
        <ul>
          {company.workingHours.map((slot) => (
            <li key={slot.days}>{`${t(`hours.${slot.days}`)} ${slot.hours}`}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">{t('contact.closedSundays')}</p>
      </ContactCard>
    </ul>
  );
}
