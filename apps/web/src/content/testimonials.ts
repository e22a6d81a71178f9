export interface Testimonial {
  name: string;
  /** Social handle without the leading "@". */
  username: string;
  quote: string;
  /** Optional photo path; initials are shown when absent. */
  image?: string;
}

export const testimonials: Testimonial[] = [
  {
    name: 'Priya Sharma',
    username: 'sharma_sweets_jaipur',
    quote:
      'We wanted our sweet shop online before Diwali orders began. I picked a restaurant design in one evening and customers now find our menu and phone number straight from Google.',
  },
  {
    name: 'Rahul Mehta',
    username: 'mehta_realty',
    quote:
      'The real estate layout already had everything I needed: listings, locality pages and an enquiry section. My brochure site finally looks as professional as the flats I sell.',
  },
  {
    name: 'Ananya Iyer',
    username: 'ananya.studio',
    quote:
      'As a freelance interior designer I needed a clean portfolio, not a long project. Seeing the PDF preview first meant there were no surprises when the site went live.',
  },
  {
    name: 'Dr. Karthik Reddy',
    username: 'smilecare_hyd',
    quote:
      'Patients keep asking for our clinic timings and location. The health services design put both right on the first screen, and it reads well on every phone.',
  },
  {
    name: 'Sneha Patil',
    username: 'brightminds_pune',
    quote:
      'Our tuition classes run on word of mouth, so a simple site with batches and fees was all we needed. The team handled both revision rounds quickly and politely.',
  },
  {
    name: 'Arjun Singh',
    username: 'singh_handloom',
    quote:
      'I sell handloom stoles from Amritsar. The e-commerce design showcases the fabric beautifully, and the price was clear from the start, with GST shown separately.',
  },
];
