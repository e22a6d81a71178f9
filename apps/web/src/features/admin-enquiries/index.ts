export { useAdminEnquiries } from './api/get-admin-enquiries';
export { useSetEnquiryStatus } from './api/set-enquiry-status';
export { EnquiryCard } from './components/enquiry-card';
