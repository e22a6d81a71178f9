/** Facts about the business shown across the store (header, footer, contact and legal pages). */
export const company = {
  brand: 'SiteInMinutes',
  legalName: 'SiteInMinutes Digital Pvt. Ltd.',
  copyrightYear: 2024,
  address: ['4th Floor, Pinnacle Business Park', 'Mahakali Caves Road, Andheri East', 'Mumbai, Maharashtra 400093'],
  phone: '+91 22 4890 1234',
  phoneHref: 'tel:+912248901234',
  supportEmail: 'support@siteinminutes.in',
  workingHours: [
    { days: 'Mon-Fri', hours: '9:00-18:00' },
    { days: 'Sat', hours: '10:00-16:00' },
  ],
  social: {
    facebook: 'https://www.facebook.com/siteinminutes',
    instagram: 'https://www.instagram.com/siteinminutes',
  },
} as const;
