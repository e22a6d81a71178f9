import { Container } from '../../components/ui/container';
import { CartContents } from '../../features/cart';
import { useTranslation } from '../../i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export function CartRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('cartLines.pageTitle'));
  return (
    <div className="py-10">
      <Container className="max-w-2xl">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">{t('cart.title')}</h1>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <CartContents />
        </div>
      </Container>
    </div>
  );
}
