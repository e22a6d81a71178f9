import { planLineTitle } from '@store/shared';
import { useTranslation } from '../i18n';

/**
 * A cart or order line's title in the page's language: a plan's line ("PRO PLAN — 3 months", as stored and
 * as the order keeps it) says its months in the page's words; any other title is shown as it is.
 */
export function useLineTitle(): (title: string, months: number | null | undefined) => string {
  const { t } = useTranslation();
  return (title, months) => {
    const suffix = months ? planLineTitle('', months) : '';
    if (!months || !title.endsWith(suffix)) return title;
    return t('cartLines.plan', { title: title.slice(0, -suffix.length), count: months });
  };
}
