export { useAdminEnquiries, useSetEnquiryStatus } from './api/enquiries-calls';
export { EnquiryCard } from './components/enquiry-card';
