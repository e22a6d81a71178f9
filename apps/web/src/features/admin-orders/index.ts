export { downloadOrdersCsv } from './api/download-orders-csv';
export { ADMIN_ORDERS_PAGE_SIZE, type AdminOrdersPage, adminOrdersQueryOptions } from './api/get-admin-orders';
export { OrderDetailModal } from './order-detail-modal';
export { OrdersTable } from './orders-table';
