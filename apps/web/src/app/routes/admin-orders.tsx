import type { OrderStatus } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CsvDownloadButton } from '../../components/csv-download-button';
import { ListFrame, type ListView } from '../../components/ui/list-frame';
import { SearchField } from '../../components/ui/search-field';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrdersPage,
  adminOrdersQueryOptions,
  downloadOrdersCsv,
  OrderDetailModal,
  OrdersTable,
} from '../../features/admin-orders';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useListFilter } from '../../lib/use-list-filter';

const ordersList: ListView<AdminOrdersPage> = {
  loading: 'Loading orders…',
  failure: 'Failed to load orders. Please try again.',
  failureClassName: 'text-red-700',
  empty: 'No orders found.',
  emptyClassName: 'rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200',
  isEmpty: (data) => data.orders.length === 0,
  className: 'mt-6',
};

const statuses: OrderStatus[] = ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUNDED'];
const control =
  'rounded-xl border-0 bg-white px-4 py-2.5 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600';

/** ManageOrders: the payment-status screen for all orders. */
export function AdminOrdersRoute() {
  useDocumentTitle('ManageOrders');
  const { filter, change, setPage } = useListFilter({ status: '' as OrderStatus | '', q: '' });
  const [open, setOpen] = useState<string | null>(null);
  const shown = { status: filter.status || undefined, q: filter.q.trim() || undefined };
  const orders = useQuery(adminOrdersQueryOptions({ ...shown, page: filter.page }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <h1 className="text-2xl font-bold">Payment status</h1>
        <div className="flex flex-col gap-3 sm:flex-row">
          <label>
            <span className="sr-only">Filter by status</span>
            <select
              className={control}
              value={filter.status}
              onChange={(event) => change({ status: event.target.value as OrderStatus | '' })}
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
            value={filter.q}
            onChange={(q) => change({ q })}
          />
          <CsvDownloadButton download={() => downloadOrdersCsv(shown)} />
        </div>
      </div>
      <ListFrame
        query={orders}
        paging={{ page: filter.page, pageSize: ADMIN_ORDERS_PAGE_SIZE, total: (data) => data.total, onPage: setPage }}
        view={ordersList}
      >
        {(data) => <OrdersTable orders={data.orders} onOpen={setOpen} />}
      </ListFrame>
      {open ? <OrderDetailModal orderNumber={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
