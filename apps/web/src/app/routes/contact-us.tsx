import { SectionErrorBoundary } from '../../components/section-error-boundary';
import { ContactUsPage } from '../../features/content';
import { EnquiryForm } from '../../features/enquiries';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /contactus: the contact page with the enquiry form. */
export function ContactUsRoute() {
  useDocumentTitle('Contact us');
  return (
    <ContactUsPage
      enquiryForm={
        <SectionErrorBoundary>
          <EnquiryForm />
        </SectionErrorBoundary>
      }
    />
  );
}
