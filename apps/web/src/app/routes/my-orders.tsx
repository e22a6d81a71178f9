import type { CustomerOrder } from '@store/shared';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { paths, projectPath } from '../../config/paths';
import { cartActions, cartItemsOfOrder } from '../../features/cart';
import { OrdersList, useMyOrders } from '../../features/checkout';
import { MyProjects } from '../../features/projects';
import { useTranslation } from '../../i18n';
import { Link, useNavigate } from '../../lib/router';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /my-orders: newest first; a failed load is logged and shows 'No orders found.' as the spec says. */
export function MyOrdersRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.title'));
  const orders = useMyOrders();
  const navigate = useNavigate();
  // An unpaid order's lines become the cart again, and checkout opens with the customer's details.
  const payAgainFor = (order: CustomerOrder) => {
    const items = cartItemsOfOrder(order);
    if (items.length === 0) return undefined;
    return () => {
      cartActions.replace(items);
      navigate(paths.checkout);
    };
  };
  return (
    <div className="py-10">
      <Container className="max-w-3xl">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t('orders.title')}</h1>
          <Link to={paths.myPlans} className="font-semibold text-brand-700 hover:underline">
            {t('orders.plans')}
          </Link>
        </div>
        <MyProjects projectPath={projectPath} />
        {orders.data ? (
          <OrdersList orders={orders.data} payAgainFor={payAgainFor} />
        ) : (
          <Spinner label={t('orders.loading')} />
        )}
      </Container>
    </div>
  );
}
