import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../i18n';
import { namePreviewUrl } from '../api/name-preview-url';

interface NamePreviewModalProps {
  cardId: string;
  title: string;
  name: string;
  onClose: () => void;
}

/** The large view: the server's picture of the design with the visitor's name, to look at, download or share. */
export function NamePreviewModal({ cardId, title, name, onClose }: NamePreviewModalProps) {
  const { t } = useTranslation();
  const src = namePreviewUrl(cardId, name);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  return (
    <Modal open title={t('dialogs.nameTitle', { title, name })} onClose={onClose}>
      <div className="relative aspect-[3/2] w-full overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
        <img
          src={src}
          width={1200}
          height={800}
          alt={t('dialogs.nameAlt', { title, name })}
          className="size-full object-cover"
          data-testid="name-preview-image"
          onLoad={() => setState('ready')}
          onError={() => setState('error')}
        />
        {state === 'loading' ? (
          <p className="absolute inset-0 grid place-items-center text-sm text-slate-600">{t('dialogs.drawing')}</p>
        ) : null}
      </div>
      {state === 'error' ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('dialogs.notDrawn')}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={src}
          download={`${title} - ${name}.webp`}
          className="rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('dialogs.download')}
        </a>
        <a
          href={src}
          target="_blank"
          rel="noopener"
          className="rounded-xl px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          {t('dialogs.openImage')}
        </a>
      </div>
    </Modal>
  );
}
