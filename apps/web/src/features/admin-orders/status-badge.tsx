import type { OrderStatus } from '@store/shared';

const styles: Record<OrderStatus, string> = {
  PAID: 'bg-emerald-100 text-emerald-800',
  PENDING: 'bg-amber-100 text-amber-900',
  FAILED: 'bg-red-100 text-red-800',
  CANCELLED: 'bg-slate-200 text-slate-800',
  EXPIRED: 'bg-slate-200 text-slate-800',
  REFUNDED: 'bg-violet-100 text-violet-800',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}>{status}</span>;
}
