import { formatPaise, rupeesToPaise } from '@store/shared';

/**
 * "Partly refunded" on a PAID order some of which went back (a refund by line): how much went back and
 * what remains. Nothing for any other order.
 */
export function PartlyRefunded({
  order,
  className = '',
}: {
  order: { status: string; total: number; refunded?: number };
  className?: string;
}) {
  if (order.status !== 'PAID' || !order.refunded) return null;
  const back = rupeesToPaise(order.refunded);
  return (
    <p className={`text-sm text-violet-900 ${className}`} data-testid="partly-refunded">
      <span className="mr-2 rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-800">
        Partly refunded
      </span>
      {formatPaise(back)} refunded, {formatPaise(rupeesToPaise(order.total) - back)} remains
    </p>
  );
}
