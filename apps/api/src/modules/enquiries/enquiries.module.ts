import type { ApiModule } from '../module';
import { registerEnquiriesAdminRoutes } from './enquiries.admin-routes';
import { registerEnquiriesRoutes } from './enquiries.routes';

/** Contact-form messages one network address may send an hour (offices and mobile networks share addresses). */
const ENQUIRY_LIMIT_PER_HOUR = 10;

/** The contact form and the admin's enquiry list; publishes EnquiryReceived. */
export const enquiriesModule: ApiModule = {
  name: 'enquiries',
  publishes: ['EnquiryReceived'],
  routes: (api, { db, events }) => registerEnquiriesRoutes(api, { db, limitPerHour: ENQUIRY_LIMIT_PER_HOUR, events }),
  adminRoutes: (api, { db }) => registerEnquiriesAdminRoutes(api, db),
};
