import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** A reaction to an event, run inside the publisher's transaction: what it writes commits with the event or not at all. */
export type Subscriber<Payload> = (trx: Transaction<Database>, payload: Payload) => Promise<void>;

/** What a publishing module holds: the right to publish its own events (a map of event name → payload). */
export interface Publisher<Events> {
  publish<Name extends keyof Events>(trx: Transaction<Database>, name: Name, payload: Events[Name]): Promise<void>;
}

/**
 * In-process, in-transaction events: publish runs every subscriber of the event in the order they subscribed,
 * inside the publisher's transaction, so a reaction is never lost (it commits with the change) nor doubled (a
 * change that happens once publishes once); a subscriber that throws rolls the publisher back.
 */
export class EventBus<Events> implements Publisher<Events> {
  readonly #subscribers = new Map<keyof Events, Subscriber<never>[]>();

  /** The event's subscribers in order, live: publish runs what the list holds at that moment. */
  subscribers<Name extends keyof Events>(name: Name): Subscriber<Events[Name]>[] {
    let list = this.#subscribers.get(name);
    if (!list) {
      list = [];
      this.#subscribers.set(name, list);
    }
    return list as Subscriber<Events[Name]>[];
  }

  subscribe<Name extends keyof Events>(name: Name, subscriber: Subscriber<Events[Name]>): void {
    this.subscribers(name).push(subscriber);
  }

  async publish<Name extends keyof Events>(trx: Transaction<Database>, name: Name, payload: Events[Name]) {
    for (const subscriber of this.subscribers(name)) await subscriber(trx, payload);
  }
}
