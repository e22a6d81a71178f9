/**
 * Facts about the brand shown across the store. The seller behind it (legal name, address,
 * GSTIN, phone, support email, grievance officer) is in the store settings (lib/store-settings).
 */
export const company = {
  brand: 'SiteInMinutes',
  copyrightYear: 2024,
  /** `days` names the days' words in the catalogues' `hours` section. */
  workingHours: [
    { days: 'weekdays', hours: '9:00-18:00' },
    { days: 'saturday', hours: '10:00-16:00' },
  ],
  social: {
    facebook: 'https://www.facebook.com/siteinminutes',
    instagram: 'https://www.instagram.com/siteinminutes',
  },
} as const;
