import { paths } from '../../config/paths';

export interface NavLinkItem {
  label: string;
  to: string;
  /** Hidden from the mobile sidebar (the spec omits Digital Marketing there). */
  desktopOnly?: boolean;
}

export const publicNavLinks: NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Designs', to: paths.designs },
  { label: 'ContactUs', to: paths.contactUs },
  { label: 'AboutUs', to: paths.aboutUs },
  { label: 'Career', to: paths.career },
  { label: 'Digital Marketing', to: paths.marketing, desktopOnly: true },
];
