import { SectionErrorBoundary } from '../../components/section-error-boundary';
import { ContactUsPage } from '../../features/content';
import { EnquiryForm } from '../../features/enquiries';
import { useTranslation } from '../../i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /contactus: the contact page with the enquiry form. */
export function ContactUsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'));
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
