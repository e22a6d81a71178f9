import { ProviderRejected, ProviderUnavailable } from '../payments';
import { checkDueRefunds } from './check-refunds';
import type { CheckoutDeps } from './checkout-deps';
import { claimForReconcile, findOrderById, listPendingOrderIds, releaseReconcileClaim } from './orders.repository';
import { recordObservation } from './record-payment';
import { syncWithProvider } from './sync-with-provider';

/** Orders pending this long are re-checked with the provider. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** An order the provider never received (its session creation failed) is closed after this long. */
const ABANDONED_AFTER_MS = 15 * 60_000;
const CLAIM_MS = 60_000;

/**
 * One reconciliation pass: pending orders older than two minutes are checked with the
 * provider; sessions past their expiry become EXPIRED; refunds still pending whose check is due
 * are asked about (`check-refunds.ts`). Returns how many orders and refunds were checked.
 */
export async function reconcileOnce(
  deps: CheckoutDeps,
  now = new Date(),
  minAgeMs = RECONCILE_AFTER_MS,
): Promise<number> {
  const candidates = await listPendingOrderIds(deps.db, new Date(now.getTime() - minAgeMs).toISOString(), 100);
  const claimUntil = new Date(now.getTime() + CLAIM_MS).toISOString();
  let checked = 0;
  for (const { id } of candidates) {
    // Another instance's run skips an order this one holds until the claim lapses.
    if (!(await claimForReconcile(deps.db, id, now.toISOString(), claimUntil))) continue;
    try {
      const order = await findOrderById(deps.db, id);
      if (order?.status !== 'PENDING') continue;
      checked += 1;
      let found = false;
      try {
        found = (await syncWithProvider(deps, order, 'reconcile')).found;
      } catch (error) {
        if (!(error instanceof ProviderUnavailable || error instanceof ProviderRejected)) throw error;
        continue;
      }
      const current = await findOrderById(deps.db, id);
      if (current?.status !== 'PENDING') continue;
      const age = now.getTime() - Date.parse(order.created_at);
      const expired = order.session_expires_at
        ? Date.parse(order.session_expires_at) <= now.getTime()
        : !found && age > ABANDONED_AFTER_MS;
      if (expired) {
        await recordObservation(
          deps.db,
          {
            orderId: id,
            source: 'reconcile',
            eventKey: `reconcile:expired:${id}`,
            type: 'SESSION_EXPIRED',
            observed: 'EXPIRED',
          },
          deps.events,
        );
      }
    } finally {
      await releaseReconcileClaim(deps.db, id);
    }
  }
  return checked + (await checkDueRefunds(deps, now));
}

/** Runs reconciliation every minute until stopped; state lives in the database, so a restart simply resumes. */
export function startReconciler(
  deps: CheckoutDeps,
  log: (error: unknown) => void,
  timing: { intervalMs: number; minAgeMs: number } = { intervalMs: 60_000, minAgeMs: RECONCILE_AFTER_MS },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileOnce(deps, new Date(), timing.minAgeMs)
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, timing.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
