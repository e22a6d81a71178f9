import type { Transaction } from 'kysely';
import type { Database } from '../src/db/schema';
import { EventBus } from '../src/lib/event-bus';
import type { DomainEvents, ModuleContext } from '../src/modules/module';
import { recordPlansForPaidOrder as recordPeriods } from '../src/modules/plans';
import { projectsModule } from '../src/modules/projects';
import { subscribeAll } from '../src/modules/start-modules';

/**
 * The plans module's reaction to a paid order, with the projects module's reaction to each period it starts (the
 * plan months' projects), as a payment runs them; nothing else of the payment.
 */
export function recordPlansForPaidOrder(trx: Transaction<Database>, paid: Parameters<typeof recordPeriods>[1]) {
  // The projects module's plan-month subscriber reads nothing of the context but its events.
  const ctx = { events: new EventBus<DomainEvents>() } as ModuleContext;
  subscribeAll([projectsModule], ctx);
  return recordPeriods(trx, paid, ctx.events);
}
