import { paths } from '../../config/paths';
import type { en } from '../../i18n';

export interface NavLinkItem {
  /** The link's words in the catalogue's `nav` section. */
  label: keyof typeof en.nav;
  to: string;
  /** Hidden from the mobile sidebar (the spec omits Digital Marketing there). */
  desktopOnly?: boolean;
}

export const publicNavLinks: NavLinkItem[] = [
  { label: 'home', to: paths.home },
  { label: 'designs', to: paths.designs },
  { label: 'contactUs', to: paths.contactUs },
  { label: 'aboutUs', to: paths.aboutUs },
  { label: 'career', to: paths.career },
  { label: 'marketing', to: paths.marketing, desktopOnly: true },
];
