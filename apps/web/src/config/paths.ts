/** Every route path of the store, in one place. */
export const paths = {
  home: '/',
  cards: '/cards',
  designs: '/designs',
  design: '/designs/:slug',
  signup: '/signup',
  contactUs: '/contactus',
  privacyPolicy: '/privacypolicy',
  termsAndConditions: '/TermsAndConditions',
  termsAndRefundPolicy: '/TermsAndRefundPolicy',
  privacyToUse: '/privacytouse',
  aboutUs: '/aboutus',
  career: '/career',
  marketing: '/marketing',
  socials: '/socials',
  cart: '/cart',
  checkout: '/checkout',
  dashboard: '/dashboard',
  userDashboard: '/user-dashboard',
  myOrders: '/my-orders',
  myPlans: '/my-plans',
  formPage: '/formpage',
  userLogin: '/user-login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  eraseAccount: '/erase-account',
  adminLogin: '/admin-login',
  success: '/sucess',
  demoCheckout: '/demo-checkout/:sessionId',
  fail: '/fail',
  adminDashboard: '/admin-dashboard',
  products: '/products',
  manageOrders: '/ManageOrders',
  adminUsers: '/admin/users',
  adminUpload: '/admin/upload',
  adminManageProducts: '/admin/manage-products',
  adminSettings: '/admin/settings',
  adminEnquiries: '/admin/enquiries',
  adminEmails: '/admin/emails',
  adminGst: '/admin/gst',
  adminProjects: '/admin/projects',
  adminPlans: '/admin/plans',
  adminAuditLog: '/admin/audit-log',
  project: '/projects/:id',
} as const;

/** The contact form with topic "Marketing plan" and the plan chosen (every "Get this plan" button). */
export const planEnquiryPath = (planTitle: string) =>
  `${paths.contactUs}?${new URLSearchParams({ topic: 'Marketing plan', plan: planTitle })}#enquiry`;

/** The built-in demo provider's hosted checkout page for one payment session. */
export const demoCheckoutPath = (sessionId: string) => `/demo-checkout/${encodeURIComponent(sessionId)}`;

/** The page of one website project (its owner and admins). */
export const projectPath = (id: string) => `/projects/${encodeURIComponent(id)}`;

/** A design's own page; the slug is percent-encoded once (Devanagari slugs stay readable in the address bar). */
export const designPath = (slug: string) => `/designs/${encodeURIComponent(slug)}`;
