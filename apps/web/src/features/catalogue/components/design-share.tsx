import type { DesignCard } from '@store/shared';
import { ShareLinkButton } from '../../../components/ui/share-link-button';
import { useTranslation } from '../../../i18n';
import { useHydrated } from '../../../lib/use-hydrated';

const button =
  'inline-flex items-center rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50';

/** Share a design: the phone's share sheet where there is one, else the clipboard; and a WhatsApp link. */
export function DesignShare({ design }: { design: DesignCard }) {
  const { t } = useTranslation();
  // The server's HTML has no address to give (it hydrates unchanged); the link gains it right after.
  const url = useHydrated() ? `${window.location.origin}${window.location.pathname}` : '';
  const whatsApp = `https://wa.me/?${new URLSearchParams({ text: `${design.title} ${url}` })}`;
  return (
    <ShareLinkButton title={design.title} address={() => url} label={t('design.share')} buttonClassName={button}>
      <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={button}>
        {t('design.shareWhatsApp')}
      </a>
    </ShareLinkButton>
  );
}
