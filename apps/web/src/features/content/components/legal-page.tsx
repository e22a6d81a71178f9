import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { useTranslation } from '../../../i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LegalArticle } from './legal-article';
import { LegalContactSection } from './legal-contact-section';

/** A legal page's words in the catalogue's `legal` section. */
export type LegalPageKey = 'privacyPolicy' | 'privacyOfUse' | 'termsAndConditions' | 'termsAndRefund';

/**
 * A legal page: its title band and summary in the page's language, the document in English, then any
 * sections of its own (`children`) and how to reach us about it.
 */
export function LegalPage({ page, text, children }: { page: LegalPageKey; text: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`legal.${page}.title`));
  return (
    <>
      <PageHero eyebrow={t('legal.eyebrow')} title={t(`legal.${page}.heading`)}>
        <p>{t(`legal.${page}.lead`)}</p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        <LegalArticle summary={t(`legal.${page}.summary`)} text={text}>
          {children}
          <LegalContactSection title={t(`legal.${page}.questions`)} />
        </LegalArticle>
      </Container>
    </>
  );
}
