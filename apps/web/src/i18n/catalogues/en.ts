import { buyerTerms } from '../../content/terms';
import type { enPages } from './en-pages';

/**
 * The store's English words: the spec's, exactly. Here, the words of what every page starts with (the layout, the
 * home page, the catalogue, the cart's toast and the terms); the pages that load later bring theirs
 * (`./en-pages.ts`, src/i18n/page-words.ts). Every other catalogue has the shape of both (the compiler checks it),
 * and so does every key a component asks for.
 */
export const en = {
  language: {
    switchTo: 'हिंदी',
    switchLabel: 'हिंदी में देखें',
    offer: 'यह वेबसाइट हिंदी में भी है।',
    offerAccept: 'हिंदी में देखें',
    offerDismiss: 'बंद करें',
  },
  nav: {
    home: 'Home',
    designs: 'Designs',
    contactUs: 'ContactUs',
    aboutUs: 'AboutUs',
    career: 'Career',
    marketing: 'Digital Marketing',
    main: 'Main',
    mobile: 'Mobile',
  },
  header: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    skipToContent: 'Skip to content',
    /** The toasts' region (read with Alt+T) and a toast's close button. */
    notifications: 'Notifications',
    closeNotification: 'close',
    pageLoading: 'Loading…',
    cart_one: 'Cart, {{count}} item',
    cart_other: 'Cart, {{count}} items',
    login: 'Login',
    dashboard: 'Dashboard',
    logout: 'Logout',
  },
  footer: {
    tagline: 'Ready-made website designs for small businesses across India.',
    getStarted: 'Get started',
    solutions: 'Solutions',
    company: 'Company',
    legal: 'Legal',
    marketing: 'Marketing',
    designs: 'Designs',
    aboutUs: 'Aboutus',
    career: 'Career',
    contactUs: 'Contact Us',
    privacyOfUse: 'Privacy of Use',
    privacyPolicy: 'Privacy Policy',
    termsAndConditions: 'Terms and Conditions',
    termsAndRefund: 'Terms and Refund Policy',
    rightsReserved: 'All rights reserved.',
    seller: 'Seller',
    grievanceOfficer: 'Grievance officer',
  },
  hero: {
    badge: 'Pre-designed websites for Indian small businesses',
    headline: 'Your business website,',
    phrases: ['made in minutes.', 'open for business.', 'built to sell.'],
    lead: 'Pick a professionally designed website, pay once, and we set it up with your name, photos and contact details. No subscriptions, no design skills needed.',
    getStarted: 'Get Started Now',
    explore: 'Explore',
    customerLogin: 'Customer login',
    oneTime: 'One-time price. Yours to keep.',
    kinds: 'Designs for restaurants, clinics, schools, shops, studios and more — each with a PDF preview.',
    buyNow: 'BUY Now',
    viewWebsites: 'view websites',
    businessName: 'Business name',
    businessPlaceholder: 'Your business name',
    searchLabel: 'Search templates',
    searchPlaceholder: 'Search templates, e.g. restaurant',
    findDesigns: 'Find designs',
  },
  home: {
    browseTitle: 'Browse designs by category',
    browseLead: 'Every design comes ready to launch with your business details.',
    empty: 'No designs available for the selected category.',
  },
  catalogue: {
    title: 'Designs',
    heading: 'Explore Our Designs',
    designsFor: 'Designs for <name>{{name}}</name>',
    lead: 'Ready-made websites for every kind of small business.',
    shareDesigns: 'Share these designs',
    searchLabel: 'Search designs',
    search: 'Search',
    catalogueHeading: 'Design catalogue',
    empty: 'No cards available.',
    businessName: 'Your business name',
    businessPlaceholder: 'e.g. Sharma Sweets',
    all: 'All',
    filter: 'Filter by category',
    categoriesFailed: 'Failed to load categories. Please try again later.',
    loading: 'Loading designs',
    loadingDots: 'Loading designs…',
    cardsFailed: 'Failed to load cards. Please try again later.',
    showAll: 'Show all designs',
    tryCategory: 'Or try a category',
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{number}}',
    previewAlt: 'Preview of the {{title}} website design',
    addToCart: 'Add to Cart',
    removeFromCart: 'Remove from cart',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    quantityOf: 'Quantity of {{title}}',
    firstYear: 'first year',
    mrp: 'MRP ',
    off: '50% Off',
    renewal: '{{price}}/year second year onwards',
    plusGst: '+ GST',
    inclGst: 'incl. GST',
    pdfPreview: 'PDF Preview',
    noPdf: 'No PDF available for this design.',
    terms: 'Terms',
    linkCopied: 'Link copied',
    copyByHand: 'Copy the address from the address bar to share.',
  },
  sections: {
    faqEyebrow: 'FAQ',
    faqTitle: 'Frequently asked questions',
    faqIntro: 'Pricing, delivery, revisions and refunds, answered.',
    testimonialsEyebrow: 'Testimonials',
    testimonialsTitle: 'Loved by small businesses across India',
    testimonialsIntro: 'Shop owners, clinics, tutors and makers on getting their business online.',
    featuresEyebrow: 'Why choose us',
    featuresTitle: 'Everything you need to get online',
    featuresIntro: 'A professional website without the long wait, the jargon or the surprise bills.',
  },
  features: {
    ready: {
      title: 'Ready in minutes',
      text: 'Browse, pick and pay for your website in minutes. We then set it up with your business details.',
    },
    mobile: {
      title: 'Mobile friendly',
      text: 'Every design adapts to phones, tablets and desktops, so customers can reach you from any screen.',
    },
    seo: {
      title: 'SEO basics built in',
      text: 'Clear headings, page titles and descriptions help search engines understand and list your business.',
    },
    payments: {
      title: 'Secure payments',
      text: 'Pay online through our card payment provider. Your card number never reaches our servers.',
    },
    support: { title: 'Friendly support', text: 'Talk to a real person by phone or email, {{hours}}.' },
    pdf: {
      title: 'PDF previews',
      text: 'Open the PDF preview on a design card to see every page of the design before you buy.',
    },
  },
  hours: {
    weekdays: 'Mon-Fri',
    saturday: 'Sat',
  },
  faq: {
    delivery: {
      question: 'How quickly will my website be ready?',
      answer:
        'You can choose and pay for a design in minutes. Setting it up with your business details takes a minimum of 3 working days from the time we receive your advance payment and content.',
    },
    gst: {
      question: 'Is GST included in the price?',
      answer: 'No. GST at 18% is charged extra and is added to your cart subtotal at checkout.',
    },
    domainHosting: {
      question: 'Are a domain name and hosting included?',
      answer: 'No. Domain registration and hosting are not part of the design price and are charged extra.',
    },
    advance: {
      question: 'How much do I pay before work starts?',
      answer: 'We start work once a 50% advance payment has been received.',
    },
    revisions: {
      question: 'Can I ask for changes?',
      answer:
        'Our designs are pre-designed and non-editable, so the layout stays as shown in the preview. Up to two rounds of revisions to your content are included.',
    },
    dissatisfaction: {
      question: 'What if I am not happy with my website?',
      answer:
        'Tell us as soon as possible so we can put it right. Any dissatisfaction must be reported within 7 days of delivery.',
    },
    refunds: {
      question: 'How do refunds work?',
      answer:
        'Refund or damage claims must be made within 2 days of receipt. Once a refund is approved, it is processed in 3-5 days to your original payment method.',
    },
    subscription: {
      question: 'Is this a subscription?',
      answer:
        'No. Every design is a one-time purchase with no subscription and no automatic charges. Buyers must be 18 or older.',
    },
  },
  testimonials: {
    sharma_sweets_jaipur: {
      name: 'Priya Sharma',
      quote:
        'We wanted our sweet shop online before Diwali orders began. I picked a restaurant design in one evening and customers now find our menu and phone number straight from Google.',
    },
    mehta_realty: {
      name: 'Rahul Mehta',
      quote:
        'The real estate layout already had everything I needed: listings, locality pages and an enquiry section. My brochure site finally looks as professional as the flats I sell.',
    },
    'ananya.studio': {
      name: 'Ananya Iyer',
      quote:
        'As a freelance interior designer I needed a clean portfolio, not a long project. Seeing the PDF preview first meant there were no surprises when the site went live.',
    },
    smilecare_hyd: {
      name: 'Dr. Karthik Reddy',
      quote:
        'Patients keep asking for our clinic timings and location. The health services design put both right on the first screen, and it reads well on every phone.',
    },
    brightminds_pune: {
      name: 'Sneha Patil',
      quote:
        'Our tuition classes run on word of mouth, so a simple site with batches and fees was all we needed. The team handled both revision rounds quickly and politely.',
    },
    singh_handloom: {
      name: 'Arjun Singh',
      quote:
        'I sell handloom stoles from Amritsar. The e-commerce design showcases the fabric beautifully, and the price was clear from the start, with GST shown separately.',
    },
  },
  plans: {
    eyebrow: 'Social media marketing',
    title: 'Plans that grow with your business',
    intro:
      'Our team plans, designs and publishes your posts and runs your ads. Every plan includes free ad credit each month.',
    pricesNote: 'Prices are per month and exclude {{percent}}% GST.',
    mostPopular: 'Most popular',
    perMonth: '/month',
    getThisPlan: 'Get this plan',
    askNote: 'Ask us about this plan: opens the contact form, nothing is bought.',
    monthsOf: 'Months of {{title}}',
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    choose: 'Choose plan',
    buyNote: 'Buy now: adds these months to your cart.',
    added: '{{title}} added to cart',
  },
  cart: {
    title: 'Your Cart',
    close: 'Close cart',
    empty: 'Your cart is empty.',
    month_one: 'month',
    month_other: 'months',
    remove: 'Remove',
    removeItem: 'Remove {{title}}',
    subtotal: 'Subtotal',
    gst: 'GST ({{percent}}%)',
    total: 'Total',
    checkout: 'Checkout',
    added: '{{title}} added to cart',
  },
  dialogs: {
    close: 'Close',
    previewWithName: 'Preview with my name',
    nameTitle: '{{title}} with “{{name}}”',
    nameAlt: 'The {{title}} design with {{name}} in it',
    drawing: 'Drawing your preview…',
    notDrawn: 'The preview could not be drawn. Please try again later.',
    download: 'Download',
    openImage: 'Open image link',
    termsTitle: 'Terms for {{title}}',
    terms: buyerTerms,
    pdfTitle: '{{title}} – PDF preview',
    pdfLoading: 'Loading PDF preview…',
    pdfFailed: 'The PDF preview could not be loaded. Please try again later.',
    pages_one: '{{count}} page',
    pages_other: '{{count}} pages',
    pageOf: '{{title}}, page {{number}} of {{total}}',
  },
};

/** A catalogue: the English one's keys, each with its words in its language. */
export type Catalogue = typeof en & typeof enPages;
