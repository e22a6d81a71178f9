import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../config/paths';
import { company } from '../../content/company';
import { useSellerDisplay } from '../../lib/store-settings';
import { BrandLogo } from './brand-logo';
import { FooterSeller } from './footer-seller';

const columns = [
  {
    title: 'Solutions',
    links: [
      { label: 'Marketing', to: paths.marketing },
      { label: 'Designs', to: paths.designs },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Aboutus', to: paths.aboutUs },
      { label: 'Career', to: paths.career },
      { label: 'Contact Us', to: paths.contactUs },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy of Use', to: paths.privacyToUse },
      { label: 'Privacy Policy', to: paths.privacyPolicy },
      { label: 'Terms and Conditions', to: paths.termsAndConditions },
      { label: 'Terms and Refund Policy', to: paths.termsAndRefundPolicy },
    ],
  },
];

export function SiteFooter() {
  const seller = useSellerDisplay();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="space-y-4">
          <BrandLogo tone="light" />
          <p className="max-w-xs text-sm text-slate-400">
            Ready-made website designs for small businesses across India.
          </p>
          <ButtonLink to={paths.designs} variant="accent">
            Get started
          </ButtonLink>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{column.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded hover:text-white focus-visible:outline-white">
                    {link.label}
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
            © {company.copyrightYear} {seller?.legalNameSentence ?? `${company.brand}.`} All rights reserved.
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
