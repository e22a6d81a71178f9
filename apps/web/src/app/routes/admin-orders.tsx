import type { OrderStatus } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pagination } from '../../components/ui/pagination';
import { SearchField } from '../../components/ui/search-field';
import { Spinner } from '../../components/ui/spinner';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  adminOrdersQueryOptions,
  OrderDetailModal,
  OrdersTable,
} from '../../features/admin-orders';
import { useDocumentTitle } from '../../lib/use-document-title';

const statuses: OrderStatus[] = ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED'];
const control =
  'rounded-xl border-0 bg-white px-4 py-2.5 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600';

/** ManageOrders: the payment-status screen for all orders. */
export function AdminOrdersRoute() {
  useDocumentTitle('ManageOrders');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const orders = useQuery(adminOrdersQueryOptions({ status: status || undefined, q: q.trim() || undefined, page }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <h1 className="text-2xl font-bold">Payment status</h1>
        <div className="flex flex-col gap-3 sm:flex-row">
          <label>
            <span className="sr-only">Filter by status</span>
            <select
              className={control}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as OrderStatus | '');
                setPage(1);
              }}
            >
              <option value="">All statuses</option>
              {statuses.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <SearchField
            label="Search by order number, phone or email"
            placeholder="Order number, phone or email"
            value={q}
            onChange={(value) => {
              setQ(value);
              setPage(1);
            }}
          />
        </div>
      </div>
      <div className="mt-6">
        {orders.isPending ? <Spinner label="Loading orders…" /> : null}
        {orders.isError ? (
          <p role="alert" className="text-red-700">
            Failed to load orders. Please try again.
          </p>
        ) : null}
        {orders.data && orders.data.orders.length === 0 ? (
          <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">No orders found.</p>
        ) : null}
        {orders.data && orders.data.orders.length > 0 ? (
          <OrdersTable orders={orders.data.orders} onOpen={setOpen} />
        ) : null}
      </div>
      <Pagination
        page={page}
        pageCount={Math.ceil((orders.data?.total ?? 0) / ADMIN_ORDERS_PAGE_SIZE)}
        onPage={setPage}
      />
      {open ? <OrderDetailModal orderNumber={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
