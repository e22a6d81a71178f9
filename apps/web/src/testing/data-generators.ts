import type {
  AdminLoginResponse,
  AdminOrderDetail,
  AdminRecord,
  EnquiryReceipt,
  LoginResponse,
  ProjectDetail,
  PublicStoreSettings,
  SessionUserRecord,
} from '@store/shared';

// Test data for the web app: each `createX(overrides)` gives a valid value that the overrides adjust.

/** A cart line as the cart keeps it in localStorage (`cart`). */
export interface StoredCartItem {
  _id: string;
  title: string;
  price: number;
  imageSrc: string;
  quantity: number;
}

export const createSessionUser = (overrides: Partial<SessionUserRecord> = {}): SessionUserRecord => ({
  _id: 'user-1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  isAdmin: false,
  ...overrides,
});

export const createLoginResponse = (overrides: Partial<LoginResponse> = {}): LoginResponse => ({
  token: 'customer-token',
  user: createSessionUser(),
  ...overrides,
});

export const createAdmin = (overrides: Partial<AdminRecord> = {}): AdminRecord => ({
  _id: 'admin-1',
  username: 'admin',
  name: 'Store Admin',
  ...overrides,
});

export const createAdminLoginResponse = (overrides: Partial<AdminLoginResponse> = {}): AdminLoginResponse => ({
  token: 'admin-token',
  message: 'Login successful',
  admin: createAdmin(),
  ...overrides,
});

export const createEnquiryReceipt = (overrides: Partial<EnquiryReceipt> = {}): EnquiryReceipt => ({
  reference: 'ENQ-1001',
  message: 'Thank you for your message.',
  acknowledgeBy: '2030-01-03T10:00:00.000Z',
  redressBy: null,
  ...overrides,
});

export const createCartItem = (overrides: Partial<StoredCartItem> = {}): StoredCartItem => ({
  _id: 'design-1',
  title: 'Lotus Bakery',
  price: 1499,
  imageSrc: '/uploads/lotus.webp',
  quantity: 1,
  ...overrides,
});

export const createPublicStoreSettings = (overrides: Partial<PublicStoreSettings> = {}): PublicStoreSettings => ({
  legalName: 'Lotus Web Studio Private Limited',
  tradeName: 'Lotus Web Studio',
  gstin: '29ABCDE1234F1Z5',
  address: '12 MG Road\nBengaluru 560001',
  stateCode: '29',
  stateName: 'Karnataka',
  supportEmail: 'help@example.com',
  phone: '+91 98765 43210',
  grievanceName: 'Meera Iyer',
  grievanceDesignation: 'Grievance Officer',
  grievanceEmail: 'grievance@example.com',
  grievancePhone: '+91 98765 43211',
  isDemo: false,
  ...overrides,
});

/** A paid order as the admin's order page shows it (`GET /api/admin/orders/:orderNumber`), no refund yet. */
export const createAdminOrderDetail = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  id: 'ORD-20300101-AB12',
  customer: { name: 'Asha Rao', email: 'asha@example.com' },
  phone: '9876543210',
  items: [{ name: 'Lotus Bakery', quantity: 1, price: 1499 }],
  subtotal: 1270.34,
  gst: 228.66,
  total: 1499,
  status: 'PAID',
  provider: 'cashfree',
  providerPaymentId: 'cf-pay-1',
  paymentSessionId: 'session-1',
  cardLast4: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:05:00.000Z',
  paidAt: '2030-01-01T10:05:00.000Z',
  events: [],
  refund: null,
  ...overrides,
});

/** A website project in design with its brief submitted and one message from the shop (`GET /api/projects/:id`). */
export const createProjectDetail = (overrides: Partial<ProjectDetail> = {}): ProjectDetail => ({
  id: 'project-1',
  reference: 'PRJ-1001',
  orderNumber: 'ORD-20300101-AB12',
  kind: 'design',
  designId: 'design-1',
  designTitle: 'Lotus Bakery',
  planMonth: null,
  state: 'IN_DESIGN',
  pausedFrom: null,
  revisionsUsed: 0,
  maxRevisions: 2,
  dueAt: '2030-01-08T10:00:00.000Z',
  overdue: false,
  previewUrl: null,
  delivery: null,
  dissatisfactionEndsAt: null,
  dissatisfactionReportedAt: null,
  allowedActions: [],
  createdAt: '2030-01-01T10:05:00.000Z',
  updatedAt: '2030-01-02T10:00:00.000Z',
  customerName: 'Asha Rao',
  customerEmail: 'asha@example.com',
  brief: {
    businessName: 'Lotus Bakery',
    phone: '9876543210',
    email: 'hello@lotus.example',
    address: '12 MG Road, Bengaluru',
    logoSrc: null,
    submittedAt: '2030-01-02T10:00:00.000Z',
    updatedAt: '2030-01-02T10:00:00.000Z',
  },
  monthlyBrief: null,
  messages: [
    {
      id: 'message-1',
      authorRole: 'admin',
      authorName: 'Lotus Web Studio',
      body: 'We have started on your site.',
      attachmentSrc: null,
      createdAt: '2030-01-02T11:00:00.000Z',
    },
  ],
  earlierMessagesCursor: null,
  history: [],
  ...overrides,
});

/** What checkout leaves in sessionStorage for the payment page (features/checkout/checkout-session.ts). */
export interface StoredCheckoutSession {
  cartTotal: number;
  phone: string;
  titles: string;
  items: Array<{ id: string; quantity: number }>;
  idempotencyKey: string;
}

export const createCheckoutSession = (overrides: Partial<StoredCheckoutSession> = {}): StoredCheckoutSession => ({
  cartTotal: 1768.82,
  phone: '9876543210',
  titles: 'Lotus Bakery',
  items: [{ id: 'design-1', quantity: 1 }],
  idempotencyKey: 'key-1',
  ...overrides,
});
