import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { Trans, useTranslation } from '../../../i18n';
import { Link } from '../../../lib/router';
import { useSellerDisplay, useStoreSettings } from '../../../lib/store-settings';
import { ContactCards } from '../components/contact-cards';
import { GrievanceOfficerSection } from '../components/grievance-officer-section';

/** /contactus: every way to reach the team, the grievance officer, and the enquiry form the route puts in. */
export function ContactUsPage({ enquiryForm }: { enquiryForm?: ReactNode }) {
  const { t } = useTranslation();
  const settings = useStoreSettings();
  const seller = useSellerDisplay();
  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.heading')}>
        <p>{t('contact.lead')}</p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        {seller && settings.data ? (
          <>
            {seller.demoNotice ? (
              <p
                lang="en"
                role="note"
                className="mb-6 rounded-xl bg-amber-50 p-4 font-medium text-amber-900 ring-1 ring-amber-200"
              >
                {seller.demoNotice}
              </p>
            ) : null}
            <ContactCards seller={seller} addressLines={settings.data.address.split('\n')} />
            <GrievanceOfficerSection seller={seller} stateCode={settings.data.stateCode} />
          </>
        ) : settings.isError ? (
          <p role="alert" className="text-red-700">
            {t('contact.loadFailed')}
          </p>
        ) : (
          <Spinner label={t('contact.loading')} />
        )}
        {enquiryForm ? (
          <section id="enquiry" aria-labelledby="enquiry-heading" className="mt-10 scroll-mt-24">
            <h2 id="enquiry-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('contact.formHeading')}
            </h2>
            <p className="mt-2 max-w-3xl text-slate-700">{t('contact.formLead')}</p>
            <div className="mt-6 max-w-3xl">{enquiryForm}</div>
          </section>
        ) : null}
        <section
          aria-labelledby="response-times-heading"
          className="mt-10 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
        >
          <h2 id="response-times-heading" className="text-lg font-semibold text-brand-900">
            {t('contact.repliesHeading')}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">
            <Trans
              i18nKey="contact.replies"
              components={{
                policy: (
                  <Link
                    className="font-semibold text-brand-700 underline underline-offset-2"
                    to={paths.termsAndRefundPolicy}
                  />
                ),
              }}
            />
          </p>
        </section>
      </Container>
    </>
  );
}
