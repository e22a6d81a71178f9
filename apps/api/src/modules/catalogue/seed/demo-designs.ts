/** The demo catalogue seeded into an empty store: four designs in each offered category. */
export interface DemoDesign {
  key: string;
  title: string;
  category: string;
  priceRupees: number;
  tagline: string;
  sections: string[];
  palette: { primary: string; secondary: string; surface: string; ink: string };
  hasPdf: boolean;
}

type Entry = [title: string, price: number, tagline: string, sections: string[]];

const palettes = [
  { primary: '#1d4ed8', secondary: '#f59e0b', surface: '#eff6ff', ink: '#0f172a' },
  { primary: '#047857', secondary: '#f97316', surface: '#ecfdf5', ink: '#052e16' },
  { primary: '#b91c1c', secondary: '#facc15', surface: '#fef2f2', ink: '#1c1917' },
  { primary: '#6d28d9', secondary: '#22d3ee', surface: '#f5f3ff', ink: '#1e1b4b' },
  { primary: '#0f766e', secondary: '#fb7185', surface: '#f0fdfa', ink: '#042f2e' },
  { primary: '#c2410c', secondary: '#0ea5e9', surface: '#fff7ed', ink: '#1c1917' },
  { primary: '#334155', secondary: '#e11d48', surface: '#f8fafc', ink: '#020617' },
] as const;

const catalogue: Record<string, Entry[]> = {
  'Real Estate': [
    [
      'Skyline Realty',
      14999,
      'Homes and plots across the city',
      ['Featured listings', 'Site visits', 'EMI calculator', 'Agent profiles'],
    ],
    [
      'Nest Finder',
      9999,
      'Rentals made simple',
      ['Search by locality', 'Verified owners', 'Photo tours', 'Enquiry form'],
    ],
    [
      'Green Acres Builders',
      19999,
      'Gated communities near you',
      ['Project gallery', 'Floor plans', 'Amenities', 'Booking enquiry'],
    ],
    [
      'Urban Keys Brokers',
      7999,
      'Commercial spaces for growing teams',
      ['Office listings', 'Lease terms', 'Testimonials', 'Contact'],
    ],
  ],
  Design: [
    ['Studio Canvas', 12999, 'Interiors that feel like home', ['Portfolio', 'Services', 'Process', 'Consultation']],
    [
      'Pixel & Print',
      5999,
      'Brand identity for small businesses',
      ['Logo packages', 'Print design', 'Client work', 'Quote form'],
    ],
    [
      'Loom Textiles Studio',
      8999,
      'Handwoven patterns, modern spaces',
      ['Collections', 'Custom orders', 'Story', 'Visit us'],
    ],
    ['Arc Architects', 24999, 'Architecture with a conscience', ['Projects', 'Team', 'Awards', 'Careers']],
  ],
  Restaurant: [
    ['Spice Route Kitchen', 6999, 'Coastal flavours since 1998', ['Menu', 'Table booking', 'Gallery', 'Find us']],
    [
      'Chai & Chaat Corner',
      2999,
      'Street food, fresh every day',
      ['Menu', 'Today’s specials', 'Order on call', 'Timings'],
    ],
    ['Tandoor Tales', 10999, 'Family dining and catering', ['Menu', 'Catering', 'Events', 'Reviews']],
    ['The Dosa Factory', 4999, 'Forty kinds of dosa, one address', ['Menu', 'Combos', 'Franchise', 'Contact']],
  ],
  'E-commerce': [
    [
      'Kirana Cart',
      17999,
      'Your neighbourhood store, online',
      ['Product grid', 'Offers', 'Delivery areas', 'WhatsApp orders'],
    ],
    ['Handloom Bazaar', 15999, 'Sarees and stoles from weavers', ['Collections', 'Lookbook', 'Size guide', 'Shipping']],
    ['Gadget Galaxy', 21999, 'Phones, audio and accessories', ['Categories', 'Deals', 'Compare', 'Support']],
    ['Organic Basket', 11999, 'Farm-fresh produce, weekly boxes', ['Weekly boxes', 'Farmers', 'Recipes', 'Subscribe']],
  ],
  Portfolio: [
    ['Frames by Ananya', 3999, 'Wedding and portrait photography', ['Gallery', 'Packages', 'Stories', 'Book a date']],
    ['Code & Coffee', 4499, 'A developer’s work and writing', ['Projects', 'Blog', 'Résumé', 'Contact']],
    ['Riya Writes', 3499, 'Copywriting that sells', ['Samples', 'Services', 'Clients', 'Hire me']],
    ['Motion Lab', 8499, 'Animation and video for brands', ['Showreel', 'Case studies', 'Process', 'Enquire']],
  ],
  Education: [
    ['Bright Minds Academy', 13999, 'Coaching for classes 6 to 12', ['Courses', 'Results', 'Faculty', 'Admissions']],
    [
      'Little Sprouts Preschool',
      9499,
      'Play-based early learning',
      ['Programmes', 'Day at school', 'Gallery', 'Visit'],
    ],
    ['Lingua Institute', 7499, 'Spoken English and foreign languages', ['Courses', 'Batches', 'Fees', 'Demo class']],
    ['Code Shala', 16999, 'Programming bootcamps for all ages', ['Tracks', 'Projects', 'Mentors', 'Apply']],
  ],
  'Health Services': [
    ['CarePlus Clinic', 18999, 'Family doctors and diagnostics', ['Doctors', 'Appointments', 'Lab tests', 'Location']],
    [
      'Smile Dental Studio',
      12499,
      'Gentle dentistry for everyone',
      ['Treatments', 'Before and after', 'Book a visit', 'FAQ'],
    ],
    ['Prana Yoga Centre', 5499, 'Yoga and wellness classes', ['Classes', 'Schedule', 'Teachers', 'Join']],
    ['Vital Physio', 10499, 'Physiotherapy and rehab', ['Conditions', 'Therapists', 'Home visits', 'Contact']],
  ],
};

/** Designs without a PDF preview, so the store shows the 'No PDF available' path. */
const WITHOUT_PDF = new Set(['Nest Finder', 'Chai & Chaat Corner', 'Riya Writes']);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const demoDesigns: DemoDesign[] = Object.entries(catalogue).flatMap(([category, entries], categoryIndex) =>
  entries.map(([title, priceRupees, tagline, sections], index) => ({
    key: `demo-${slug(title)}`,
    title,
    category,
    priceRupees,
    tagline,
    sections,
    palette: palettes[(categoryIndex + index * 3) % palettes.length] ?? palettes[0],
    hasPdf: !WITHOUT_PDF.has(title),
  })),
);
