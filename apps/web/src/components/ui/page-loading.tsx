import { useTranslation } from '../../i18n';
import { Spinner } from './spinner';

/** Holds a screen's height while a page's code loads, so the footer does not jump; says so in the page's language. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh">
      <Spinner label={t('header.pageLoading')} />
    </div>
  );
}
