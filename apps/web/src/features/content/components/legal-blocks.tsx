import type { SellerDisplay } from '@store/shared';
import { Spinner } from '../../../components/ui/spinner';
import type { LegalBlock } from '../../../content/legal/legal-block';
import { useTranslation } from '../../../i18n';
import { useSellerDisplay } from '../../../lib/store-settings';
import { LegalSection } from './legal-section';

/** Renders a legal text block: its paragraphs, then its bullet list if any. */
export function LegalBlockSection({ block }: { block: LegalBlock }) {
  return (
    <LegalSection title={block.title}>
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {block.items ? (
        <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </LegalSection>
  );
}

/** A legal document naming the seller, drawn once the store settings are there. */
export function SellerLegalBlocks({ blocks }: { blocks: (seller: SellerDisplay) => readonly LegalBlock[] }) {
  const { t } = useTranslation();
  const seller = useSellerDisplay();
  return seller ? <LegalBlocks blocks={blocks(seller)} /> : <Spinner label={t('header.pageLoading')} />;
}

/** Renders a whole legal document as consecutive sections. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block) => (
        <LegalBlockSection key={block.title} block={block} />
      ))}
    </>
  );
}
