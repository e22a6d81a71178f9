import { noticeChoice, type OptionalPurpose, orderTitles, paiseToRupees } from '@store/shared';
import { useState } from 'react';
import { Container } from '../../components/ui/container';
import { paths } from '../../config/paths';
import { orderLines, totalsOf, useCartItems } from '../../features/cart';
import {
  type CheckoutDetails,
  CheckoutForm,
  newIdempotencyKey,
  OrderSummary,
  readCheckoutSession,
  readSavedDetails,
  saveDetails,
  writeCheckoutSession,
} from '../../features/checkout';
import { CheckoutNotice, useAcceptCheckoutNotice, useConsents } from '../../features/privacy';
import { useLanguage, useTranslation } from '../../i18n';
import { failureMessage } from '../../lib/failure-message';
import { Link, useNavigate } from '../../lib/router';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /checkout: the summary, the phone number and the billing details (those of the customer's last
 * checkout filled in); Proceed to Payment carries them to /formpage.
 */
export function CheckoutRoute() {
  useDocumentTitle('Checkout');
  const items = useCartItems();
  const navigate = useNavigate();

  const { user } = useSession();
  const language = useLanguage();
  const { t } = useTranslation();
  const consents = useConsents();
  const acceptNotice = useAcceptCheckoutNotice();
  const [optional, setOptional] = useState<OptionalPurpose[]>([]);
  const [noticeFailure, setNoticeFailure] = useState<string>();
  // Only when the server says so: a customer who signed up accepted it there, and checkout never waits on it.
  const showNotice = consents.data?.noticeAccepted === false;

  const proceed = async ({ phone, billing }: CheckoutDetails) => {
    if (showNotice) {
      setNoticeFailure(undefined);
      try {
        await acceptNotice.mutateAsync(noticeChoice(optional, language));
      } catch (error) {
        setNoticeFailure(failureMessage(error, t('checkout.noticeFailed')));
        return;
      }
    }
    // Offered again on a retry after a failed payment and on the next order.
    if (user) saveDetails(user._id, { phone, billing });
    const session = {
      cartTotal: paiseToRupees(totalsOf(items).totalPaise),
      phone,
      billing,
      titles: orderTitles(items.map((item) => item.title)),
      ...orderLines(items),
      idempotencyKey: newIdempotencyKey(),
    };
    writeCheckoutSession(session);
    navigate(paths.formPage, { state: session });
  };

  return (
    <div className="py-10">
      <Container className="max-w-3xl">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">{t('checkout.title')}</h1>
        {items.length === 0 ? (
          <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
            {t('checkout.empty')}{' '}
            <Link to={paths.designs} className="font-semibold text-brand-700 hover:underline">
              {t('checkout.browse')}
            </Link>
          </p>
        ) : (
          <div className="grid gap-6 md:grid-cols-[1.3fr_1fr]">
            <OrderSummary items={items} />
            <CheckoutForm
              initial={readCheckoutSession() ?? readSavedDetails(user?._id) ?? {}}
              accountName={user?.name ?? ''}
              taxablePaise={totalsOf(items).subtotalPaise}
              onSubmit={proceed}
            >
              {showNotice ? (
                <CheckoutNotice optional={optional} onChange={setOptional} failure={noticeFailure} />
              ) : null}
            </CheckoutForm>
          </div>
        )}
      </Container>
    </div>
  );
}
