import { paymentFailureText } from '@store/shared';
import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { paths } from '../../config/paths';
import { useCartItems } from '../../features/cart';
import { messageIn, useLanguage, useTranslation } from '../../i18n';
import { Link, useSearchParams } from '../../lib/router';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /fail: the spec's text, the reason the status check gave, and Pay again (with a cart) above the spec's Retry Payment. */
export function FailRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('payment.failedTitle'));
  const [search] = useSearchParams();
  const reason = messageIn(useLanguage(), paymentFailureText(search.get('reason')) ?? undefined);
  const cartHasItems = useCartItems().length > 0;
  return (
    <div className="py-16">
      <Container className="max-w-xl">
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <div
            className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-100 text-2xl text-red-700"
            aria-hidden="true"
          >
            !
          </div>
          <h1 className="mt-4 text-2xl font-bold">{t('payment.failed')}</h1>
          <p className="mt-2 text-slate-600">{t('payment.failedText')}</p>
          {reason ? (
            <p data-testid="fail-reason" className="mt-4 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
              {reason}
            </p>
          ) : null}
          {cartHasItems ? (
            // One clear action back to paying, with the same cart and details; the spec's link stays beneath.
            <div className="mt-6 flex flex-col items-center gap-3">
              <ButtonLink to={paths.checkout} className="w-full max-w-xs py-3 text-base">
                {t('payment.payAgain')}
              </ButtonLink>
              <Link to={paths.home} className="text-sm font-semibold text-brand-700 hover:underline">
                {t('payment.retry')}
              </Link>
            </div>
          ) : (
            <ButtonLink to={paths.home} className="mt-6">
              {t('payment.retry')}
            </ButtonLink>
          )}
        </div>
      </Container>
    </div>
  );
}
