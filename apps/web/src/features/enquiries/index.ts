export { EnquiryForm } from './components/enquiry-form';
