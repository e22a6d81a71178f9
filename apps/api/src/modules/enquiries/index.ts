export { registerEnquiriesAdminRoutes } from './enquiries.admin-routes';
export { registerEnquiriesRoutes } from './enquiries.routes';
export type { EnquiriesDeps, EnquiryListener, NewEnquiry } from './enquiries.service';
export type { EnquiriesTables } from './enquiries.tables';
