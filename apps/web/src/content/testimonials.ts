import { en } from '../i18n/catalogues/en';

export interface Testimonial {
  name: string;
  /** Social handle without the leading "@". */
  username: string;
  quote: string;
  /** Optional photo path; initials are shown when absent. */
  image?: string;
}

/** The customers quoted, by social handle: their names and words are in the catalogues' `testimonials` section. */
export const testimonialHandles = Object.keys(en.testimonials) as Array<keyof typeof en.testimonials>;
