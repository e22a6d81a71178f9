import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { projectPath } from '../../config/paths';
import { OrdersList, useMyOrders } from '../../features/checkout';
import { MyProjects } from '../../features/projects';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /my-orders: newest first; a failed load is logged and shows 'No orders found.' as the spec says. */
export function MyOrdersRoute() {
  useDocumentTitle('My orders');
  const orders = useMyOrders();
  return (
    <div className="py-10">
      <Container className="max-w-3xl">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">My orders</h1>
        <MyProjects projectPath={projectPath} />
        {orders.data ? <OrdersList orders={orders.data} /> : <Spinner label="Loading your orders…" />}
      </Container>
    </div>
  );
}
