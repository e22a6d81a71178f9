import { paidByText } from '@store/shared';

/** "Paid by UPI (ka****@okaxis) on 25 Nov 2026" under a paid order; nothing when the method is not known. */
export function PaidBy({
  order,
  className = '',
}: {
  order: { paymentMethod?: string | null; paymentDetail?: string | null; paidAt?: string | null };
  className?: string;
}) {
  const text = paidByText({
    method: order.paymentMethod ?? null,
    detail: order.paymentDetail ?? null,
    paidAt: order.paidAt ?? null,
  });
  return text ? <p className={`text-sm text-slate-700 ${className}`}>{text}</p> : null;
}
