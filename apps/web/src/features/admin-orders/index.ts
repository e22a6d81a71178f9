export { ADMIN_ORDERS_PAGE_SIZE, getAdminOrders } from './admin-orders-calls';
export { OrderDetailModal } from './order-detail-modal';
export { OrdersTable } from './orders-table';
