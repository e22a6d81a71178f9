import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { type Card, orderBody } from './checkout-helpers';
import { freePort, startReadyServer } from './server-process';

/** Always the embedded default: this is about SQLite's durability under a hard kill. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'store-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SQLite killed with SIGKILL during a stream of writes', () => {
  it('reopens with integrity_check ok and every order that was answered 2xx present', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startReadyServer({
      dataDir,
      env: { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' },
    });
    const post = async (pathname: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, string> };
    };
    const account = { name: 'Crash Test', email: `crash-${Date.now()}@example.com`, password: 'crash password' };
    await post('/api/signup', account);
    const { json: login } = await post('/api/login', { email: account.email, password: account.password });
    const [card] = (await (await fetch(`${base}/api/cards?page=1&limit=1`)).json()) as Card[];
    if (!card) throw new Error('no designs');
    const body = orderBody([{ card, quantity: 1 }], { phone: '9000033333' });

    const answered: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        try {
          const response = await post('/api/new-order', body, { authorization: `Bearer ${login.token}` });
          if (response.status === 201) answered.push(response.json.order_id as string);
        } catch {
          return; // the server is gone
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await server.exited;
    expect(answered.length).toBeGreaterThan(10);

    const database = new SQLite(path.join(dataDir, 'store.sqlite'));
    try {
      expect(database.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(database.prepare('select order_number from checkout_orders').pluck().all() as string[]);
      expect(answered.filter((orderNumber) => !stored.has(orderNumber))).toEqual([]);
      const orphans = database
        .prepare(
          'select count(*) from checkout_orders o where not exists (select 1 from checkout_order_items i where i.order_id = o.id)',
        )
        .pluck()
        .get();
      expect(orphans).toBe(0);
    } finally {
      database.close();
    }
  }, 120_000);
});
