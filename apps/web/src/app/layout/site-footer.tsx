import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../config/paths';
import { company } from '../../content/company';
import { useTranslation } from '../../i18n';
import { Link } from '../../lib/router';
import { useSellerDisplay } from '../../lib/store-settings';
import { BrandLogo } from './brand-logo';
import { FooterSeller } from './footer-seller';

// Titles and labels are keys of the catalogue's `footer` section.
const columns = [
  {
    title: 'solutions',
    links: [
      { label: 'marketing', to: paths.marketing },
      { label: 'designs', to: paths.designs },
    ],
  },
  {
    title: 'company',
    links: [
      { label: 'aboutUs', to: paths.aboutUs },
      { label: 'career', to: paths.career },
      { label: 'contactUs', to: paths.contactUs },
    ],
  },
  {
    title: 'legal',
    links: [
      { label: 'privacyOfUse', to: paths.privacyToUse },
      { label: 'privacyPolicy', to: paths.privacyPolicy },
      { label: 'termsAndConditions', to: paths.termsAndConditions },
      { label: 'termsAndRefund', to: paths.termsAndRefundPolicy },
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const seller = useSellerDisplay();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="space-y-4">
          <BrandLogo tone="light" />
          <p className="max-w-xs text-sm text-slate-400">{t('footer.tagline')}</p>
          <ButtonLink to={paths.designs} variant="accent">
            {t('footer.getStarted')}
          </ButtonLink>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t(`footer.${column.title}`)}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded hover:text-white focus-visible:outline-white">
                    {t(`footer.${link.label}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {seller ? <FooterSeller seller={seller} /> : null}
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {company.copyrightYear} {seller?.legalNameSentence ?? `${company.brand}.`} {t('footer.rightsReserved')}
          </p>
          <div className="flex gap-4">
            <a
              href={company.social.facebook}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:text-white focus-visible:outline-white"
            >
              Facebook
            </a>
            <a
              href={company.social.instagram}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:text-white focus-visible:outline-white"
            >
              Instagram
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
