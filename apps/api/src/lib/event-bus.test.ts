import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { EventBus } from './event-bus';

interface TestEvents {
  Paid: { orderId: string };
  Refunded: { orderId: string };
}

let db: Kysely<Database>;

beforeAll(async () => {
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
  await sql`create table app_meta (key text primary key, value text not null)`.execute(db);
});
afterAll(() => db.destroy());

const keys = async () => (await db.selectFrom('app_meta').select('key').orderBy('key').execute()).map((row) => row.key);

describe('EventBus', () => {
  it('runs every subscriber of the event once, in the order they subscribed, and no other event’s', async () => {
    const bus = new EventBus<TestEvents>();
    const calls: string[] = [];
    bus.subscribe('Paid', async (_trx, { orderId }) => void calls.push(`invoice ${orderId}`));
    bus.subscribe('Refunded', async (_trx, { orderId }) => void calls.push(`credit note ${orderId}`));
    bus.subscribe('Paid', async (_trx, { orderId }) => void calls.push(`mail ${orderId}`));
    await db.transaction().execute((trx) => bus.publish(trx, 'Paid', { orderId: 'o1' }));
    expect(calls).toEqual(['invoice o1', 'mail o1']);
  });

  it('runs subscribers inside the publisher’s transaction: one that throws rolls back the change and every write before it', async () => {
    const bus = new EventBus<TestEvents>();
    bus.subscribe('Paid', async (trx, { orderId }) => {
      await trx
        .insertInto('app_meta')
        .values({ key: `invoice:${orderId}`, value: 'x' })
        .execute();
    });
    bus.subscribe('Paid', async () => {
      throw new Error('mail failed');
    });
    const pay = (orderId: string) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('app_meta')
          .values({ key: `paid:${orderId}`, value: 'x' })
          .execute();
        await bus.publish(trx, 'Paid', { orderId });
      });
    await expect(pay('o2')).rejects.toThrow('mail failed');
    expect(await keys()).toEqual([]);

    // Once the subscriber no longer throws, the same change commits with every reaction, once.
    bus.subscribers('Paid').pop();
    await pay('o2');
    expect(await keys()).toEqual(['invoice:o2', 'paid:o2']);
  });
});
