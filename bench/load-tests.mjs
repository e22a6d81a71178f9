// npm run test:load: the store under load spikes (L1–L4), loopback only, bounded in time.
// Prints its figures and exits 1 when a check fails.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { startPostgres } from '../scripts/postgres-server.mjs';
import { cleanupNow, removeTempDir } from './cleanup.mjs';
import { load } from './http-load.mjs';
import { startStore } from './server.mjs';

const DURATION = Number(process.env.LOAD_DURATION ?? 30);
const results = [];
const check = (name, figures, ok) => {
  results.push({ name, figures, ok });
  console.log(`${ok ? 'pass' : 'FAIL'}  ${name}: ${figures}`);
};

async function json(origin, pathname, init = {}) {
  const response = await fetch(`${origin}${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

async function catalogueAndMedia(store) {
  const cards = (await json(store.origin, '/api/cards?page=1&limit=12')).body;
  // Growth is measured from a warmed-up server (JIT, pools and socket buffers settled).
  await load({ url: `${store.origin}/api/cards?page=1&limit=12`, connections: 50, duration: 3 });
  await load({ url: `${store.origin}${cards[0].imageSrc}`, connections: 50, duration: 3 });
  const before = store.memory().rssMb;
  const catalogue = await load({
    url: `${store.origin}/api/cards?page=1&limit=12`,
    connections: 50,
    duration: DURATION,
  });
  const media = await load({
    url: `${store.origin}${cards[0].imageSrc}`,
    connections: 50,
    duration: Math.max(5, DURATION / 3),
  });
  const growth = store.memory().rssMb - before;
  check(
    'L1 catalogue, 50 connections',
    `${Math.round(catalogue.rps)} req/s, p99 ${catalogue.latency.p99} ms, non-2xx ${catalogue.non2xx}, errors ${catalogue.errors}`,
    catalogue.non2xx === 0 && catalogue.errors === 0 && catalogue.timeouts === 0,
  );
  check(
    'L1 media, 50 connections',
    `${Math.round(media.rps)} req/s, p99 ${media.latency.p99} ms, non-2xx ${media.non2xx}, errors ${media.errors}`,
    media.non2xx === 0 && media.errors === 0,
  );
  check('L1 memory growth', `${growth.toFixed(1)} MiB`, growth < 50);
  return catalogue;
}

const LOAD_PHONE = '9000044444';
const ORDER_COUNTS = {
  stored: `select count(*) as n from checkout_orders where phone = '${LOAD_PHONE}'`,
  distinct: `select count(distinct order_number) as n from checkout_orders where phone = '${LOAD_PHONE}'`,
  paid: `select count(*) as n from checkout_orders where phone = '${LOAD_PHONE}' and status = 'PAID'`,
};

/** The load run's orders as stored: in the store's SQLite file, or its PostgreSQL database. */
async function loadOrders(store) {
  const counts = {};
  if (store.databaseUrl) {
    const client = new pg.Client({ connectionString: store.databaseUrl });
    await client.connect();
    try {
      for (const [name, query] of Object.entries(ORDER_COUNTS))
        counts[name] = Number((await client.query(query)).rows[0].n);
    } finally {
      await client.end();
    }
    return counts;
  }
  const database = new Database(path.join(store.dataDir, 'store.sqlite'), { readonly: true });
  try {
    for (const [name, query] of Object.entries(ORDER_COUNTS)) counts[name] = database.prepare(query).pluck().get();
  } finally {
    database.close();
  }
  return counts;
}

async function checkoutMix(store, label = 'L2 checkout mix, 20 workers') {
  const cards = (await json(store.origin, '/api/cards?page=1&limit=3')).body;
  const workers = 20;
  const statuses = { login: {}, order: {}, pay: {} };
  const count = (kind, status) => {
    statuses[kind][status] = (statuses[kind][status] ?? 0) + 1;
  };
  let created = 0;
  const deadline = Date.now() + DURATION * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      const account = {
        name: `Load ${worker}`,
        email: `load-${worker}-${Date.now()}@example.com`,
        password: 'load password 1',
      };
      await json(store.origin, '/api/signup', { method: 'POST', body: account });
      for (let round = 0; Date.now() < deadline; round += 1) {
        const login = await json(store.origin, '/api/login', {
          method: 'POST',
          body: { email: account.email, password: account.password },
        });
        count('login', login.status);
        if (login.status !== 200) continue;
        const card = cards[round % cards.length];
        const total = Math.round(card.price * 118) / 100;
        const order = await json(store.origin, '/api/new-order', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${login.body.token}`,
            'idempotency-key': `load-${worker}-${round}-${randomBytes(4).toString('hex')}`,
          },
          body: { cartTotal: total, phone: LOAD_PHONE, titles: card.title, items: [{ id: card._id, quantity: 1 }] },
        });
        count('order', order.status);
        if (order.status !== 201) continue;
        created += 1;
        // Paying makes the demo provider send its signed webhook to the store.
        const pay = await json(store.origin, `/demo-pg/sessions/${order.body.payment_session_id}/pay`, {
          method: 'POST',
          body: { cardNumber: '4111111111111111', expiry: '12/30', cvv: '123', name: 'Load Test' },
        });
        count('pay', pay.status);
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const { stored, distinct, paid } = await loadOrders(store);
  const fiveXx = Object.entries({ ...statuses.login, ...statuses.order, ...statuses.pay }).filter(
    ([status]) => Number(status) >= 500,
  );
  check(
    label,
    `logins ${JSON.stringify(statuses.login)}, new-order ${JSON.stringify(statuses.order)}, pay ${JSON.stringify(statuses.pay)}; orders stored ${stored} for ${created} answered 201, ${paid} paid`,
    fiveXx.length === 0 && stored === created && distinct === stored,
  );
}

async function loginFlood(store, soloP99) {
  const account = { name: 'Flooded', email: `flood-${Date.now()}@example.com`, password: 'flood password 1' };
  await json(store.origin, '/api/signup', { method: 'POST', body: account });
  const attempts = 300;
  const seconds = Math.max(10, Math.min(60, DURATION * 2));
  const statuses = [];
  const flood = (async () => {
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const answer = await json(store.origin, '/api/login', {
        method: 'POST',
        body: { email: account.email, password: `wrong-${attempt}` },
      });
      statuses.push(answer.status);
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / attempts));
    }
  })();
  const catalogue = await load({
    url: `${store.origin}/api/cards?page=1&limit=12`,
    connections: 50,
    duration: seconds,
  });
  await flood;
  const firstLimited = statuses.indexOf(429);
  check(
    'L3 login flood: limit engages after 10 failures',
    `first 429 at attempt ${firstLimited + 1}; ${statuses.filter((status) => status === 429).length} of ${attempts} limited`,
    firstLimited === 10 && statuses.slice(0, 10).every((status) => status === 401),
  );
  check(
    'L3 catalogue p99 during the flood',
    `${catalogue.latency.p99} ms (solo ${soloP99} ms)`,
    catalogue.latency.p99 < Math.max(2 * soloP99, 2),
  );
}

async function uploads(store) {
  const admin = (
    await json(store.origin, '/api/admin-login', {
      method: 'POST',
      body: { username: 'loadadmin', password: 'load admin password' },
    })
  ).body;
  const noise = randomBytes(1500 * 1200 * 3);
  const image = await sharp(noise, { raw: { width: 1500, height: 1200, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
  const before = new Set(readdirSync(store.dataDir));
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 10 }, async (_, index) => {
      const form = new FormData();
      form.append('title', `Load Upload ${index} ${Date.now()}`);
      form.append('price', '2500');
      form.append('category', 'Design');
      form.append('image', new Blob([image], { type: 'image/png' }), 'big.png');
      form.append('pdf', new Blob([pdf], { type: 'application/pdf' }), 'big.pdf');
      const response = await fetch(`${store.origin}/api/cards`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}` },
        body: form,
      });
      return response.status;
    }),
  );
  const leftovers = readdirSync(store.dataDir).filter(
    (name) => !before.has(name) && !/^store\.sqlite(-wal|-shm)?$/.test(name),
  );
  const memory = store.memory();
  check(
    'L4 10 parallel uploads (5 MB image + 5 MB PDF)',
    `${answers.filter((status) => status === 201).length}/10 stored in ${((Date.now() - started) / 1000).toFixed(1)} s; image ${(image.byteLength / 1048576).toFixed(1)} MB; peak RSS ${memory.peakRssMb.toFixed(0)} MB; new files ${leftovers.length}`,
    answers.every((status) => status === 201) && leftovers.length === 0,
  );
}

async function main() {
  const store = await startStore({
    extraEnv: { ADMIN_USERNAME: 'loadadmin', ADMIN_PASSWORD: 'load admin password', SIGNUP_LIMIT_PER_IP: '100000' },
  });
  try {
    const catalogue = await catalogueAndMedia(store);
    await checkoutMix(store);
    await uploads(store);
    // Last: the flood throttles the loopback address for logins.
    await loginFlood(store, catalogue.latency.p99);
  } finally {
    await store.stop();
    removeTempDir(store.dataDir);
  }
  // L2 once more on PostgreSQL: the same mix against a store on a throw-away PostgreSQL 15.
  const postgres = await startPostgres();
  const pgStore = await startStore({ extraEnv: { DATABASE_URL: postgres.url, SIGNUP_LIMIT_PER_IP: '100000' } });
  try {
    await checkoutMix({ ...pgStore, databaseUrl: postgres.url }, 'L2 checkout mix on PostgreSQL, 20 workers');
  } finally {
    await pgStore.stop();
    removeTempDir(pgStore.dataDir);
    await postgres.stop();
    cleanupNow();
  }
  const failed = results.filter((result) => !result.ok);
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  cleanupNow();
  process.exit(1);
});
