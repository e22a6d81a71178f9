import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProjectDetail, ProjectState } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './cards-helpers';
import { type Card, orderBody } from './checkout-helpers';
import { type KillableStore, killableStore } from './killable-store';
import { cartBody, type Plan } from './plans-helpers';
import { completeBrief } from './projects-helpers';
import { waitFor } from './server-process';
import { queryStore } from './store-sql';
import { createTestDatabase, type TestDatabase } from './test-database';

/** One order of this many units: as many projects to act on in each round. */
const PROJECTS = 8;
/** When each round's kill lands: before, among and after the commits. */
const KILL_AFTER_MS = [40, 120, 'first answer'] as const;
/** A plan's payment commits within a few milliseconds: its kills land before, during and after. */
const PLAN_KILL_AFTER_MS = [1, 8, 40];

const dataDir = mkdtempSync(path.join(tmpdir(), 'store-projects-crash-'));
let database: TestDatabase | undefined;
let store: KillableStore;
let customer: Record<string, string>;
let admin: Record<string, string>;
let logo: Buffer;

beforeAll(async () => {
  database = await createTestDatabase();
  store = await killableStore({
    dataDir,
    databaseUrl: database?.url,
    env: { ADMIN_USERNAME: 'crash-admin', ADMIN_PASSWORD: 'crash admin pass phrase' },
  });
  await store.start();
  logo = await fixtures.png();
}, 120_000);

afterAll(async () => {
  await store?.kill();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function login() {
  const account = { name: 'Kiran Crash', email: `crash-${Date.now()}@example.com`, password: 'tamarind kettle 42' };
  expect((await store.call('POST', '/api/signup', account)).status).toBe(201);
  customer = bearer((await store.call('POST', '/api/login', account)).json.token);
  const adminLogin = await store.call('POST', '/api/admin-login', {
    username: 'crash-admin',
    password: 'crash admin pass phrase',
  });
  admin = bearer(adminLogin.json.token);
}

/** Buys PROJECTS units of one design and pays on the demo checkout: answers the projects' ids. */
async function buyProjects(): Promise<string[]> {
  const [card] = (await store.call('GET', '/api/cards?page=1&limit=1')).json as Card[];
  if (!card) throw new Error('no designs');
  // Eight designs come to ₹50,000 or more: the invoice must name the buyer's address (rule 46).
  const billing = { name: 'Kiran Crash', stateCode: '29', address: '12 MG Road, Bengaluru 560001' };
  const placed = await store.call(
    'POST',
    '/api/new-order',
    orderBody([{ card, quantity: PROJECTS }], { billing }),
    customer,
  );
  expect(placed.status).toBe(201);
  const paid = await store.payOnDemoCheckout(placed.json.payment_session_id, 'Kiran Crash');
  expect(paid.json.kind).toBe('paid');
  const projects = async () =>
    ((await store.call('GET', '/api/projects', undefined, customer)).json?.projects ?? []) as Array<{ id: string }>;
  await waitFor(async () => (await projects()).length === PROJECTS, 20_000);
  return (await projects()).map((project) => project.id);
}

const detail = async (id: string) =>
  (await store.call('GET', `/api/projects/${id}`, undefined, customer)).json as ProjectDetail;

async function uploadLogo(id: string) {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  await fetch(`${store.base}/api/projects/${id}/brief/logo`, { method: 'POST', headers: customer, body: form });
}

async function postPicture(id: string) {
  const form = new FormData();
  form.append('body', 'First sketch attached');
  form.append('image', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'sketch.png');
  await fetch(`${store.base}/api/projects/${id}/messages`, { method: 'POST', headers: admin, body: form });
}

/** Starts `work` on every project, kills the store a fixed time later or once the first request is answered (so one has committed on any machine), and starts it again. */
async function killDuring(ids: string[], work: (id: string) => Promise<unknown>, after: number | 'first answer') {
  const running = ids.map((id) => work(id).catch(() => undefined));
  if (after !== 'first answer') await new Promise((resolve) => setTimeout(resolve, after));
  else if (running.length > 0) await Promise.race(running);
  await store.kill();
  await Promise.all(running);
  await store.start();
}

/** The file behind a project's link answers as a WebP picture to its owner. */
async function expectReadablePicture(src: string) {
  const response = await fetch(`${store.base}${src}`, { headers: customer });
  expect(response.status, src).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
}

/** Old or new state, never between: each state with exactly the fields, history and files it implies. */
async function expectWhole(id: string, allowed: ProjectState[]) {
  const project = await detail(id);
  expect(allowed).toContain(project.state);
  const last = project.history.at(-1);
  expect(last?.toState).toBe(project.state);
  if (project.brief.logoSrc) await expectReadablePicture(project.brief.logoSrc);
  for (const message of project.messages) if (message.attachmentSrc) await expectReadablePicture(message.attachmentSrc);
  switch (project.state) {
    case 'AWAITING_BRIEF':
      expect(project.brief.submittedAt).toBeNull();
      expect(project.dueAt).toBeNull();
      break;
    case 'IN_DESIGN':
      expect(project.brief.submittedAt).not.toBeNull();
      expect(project.dueAt).not.toBeNull();
      expect(last?.action).toBe('submit_brief');
      expect(project.previewUrl).toBeNull();
      break;
    case 'IN_REVIEW':
      expect(last?.action).toBe('post_preview');
      expect(project.previewUrl).toBe(`https://preview.example.com/${id}`);
      break;
  }
  return project;
}

/** Stored project files that no brief or message points to: files a half-done request left behind. */
async function unreferencedFiles(): Promise<number> {
  const [row] = await queryStore<{ n: number | string }>(
    { dataDir, databaseUrl: database?.url },
    `select count(*) as n from projects_files f
      where not exists (select 1 from projects_briefs b where b.logo_file_key = f.key)
        and not exists (select 1 from projects_messages m where m.attachment_file_key = f.key)
        and not exists (select 1 from projects_brief_assets a where a.file_key = f.key)`,
  );
  return Number(row?.n);
}

async function submitBrief(id: string) {
  await uploadLogo(id);
  await store.call('POST', `/api/projects/${id}/actions`, { action: 'submit_brief' }, customer);
}

async function postPreview(id: string) {
  await Promise.all([
    store.call(
      'POST',
      `/api/admin/projects/${id}/actions`,
      { action: 'post_preview', previewUrl: `https://preview.example.com/${id}` },
      admin,
    ),
    postPicture(id),
  ]);
}

describe('projects under SIGKILL', () => {
  it('a kill during brief submission or a transition leaves each project whole in its old or new state, with its files', async () => {
    await login();
    const ids = await buyProjects();
    for (const id of ids) {
      expect((await store.call('PUT', `/api/projects/${id}/brief`, completeBrief, customer)).status).toBe(200);
    }

    const seen = new Set<ProjectState>();
    for (const afterMs of KILL_AFTER_MS) {
      const open = [];
      for (const id of ids) if ((await detail(id)).state === 'AWAITING_BRIEF') open.push(id);
      await killDuring(open, submitBrief, afterMs);
      for (const id of ids) seen.add((await expectWhole(id, ['AWAITING_BRIEF', 'IN_DESIGN'])).state);
    }
    // Whatever the kills left undone can be done again, and is.
    for (const id of ids) if ((await detail(id)).state === 'AWAITING_BRIEF') await submitBrief(id);
    for (const id of ids) expect((await expectWhole(id, ['IN_DESIGN'])).brief.logoSrc).not.toBeNull();

    for (const afterMs of KILL_AFTER_MS) {
      const open = [];
      for (const id of ids) if ((await detail(id)).state === 'IN_DESIGN') open.push(id);
      await killDuring(open, postPreview, afterMs);
      for (const id of ids) seen.add((await expectWhole(id, ['IN_DESIGN', 'IN_REVIEW'])).state);
    }
    for (const id of ids) if ((await detail(id)).state === 'IN_DESIGN') await postPreview(id);
    for (const id of ids) await expectWhole(id, ['IN_REVIEW']);
    expect([...seen].sort()).toEqual(['AWAITING_BRIEF', 'IN_DESIGN', 'IN_REVIEW']);
    expect(await unreferencedFiles()).toBe(0);
  }, 300_000);
});

/** A plan order as stored: its status, its plan-month projects' numbers and its periods. */
async function planOrderAsStored(orderNumber: string) {
  const where = `(select id from checkout_orders where order_number = '${orderNumber}')`;
  const store = { dataDir, databaseUrl: database?.url };
  const [order] = await queryStore<{ status: string }>(
    store,
    `select status from checkout_orders where order_number = '${orderNumber}'`,
  );
  const months = await queryStore<{ plan_month: number | string }>(
    store,
    `select plan_month from projects_projects where kind = 'plan_month' and order_id = ${where} order by plan_month`,
  );
  const [periods] = await queryStore<{ n: number | string }>(
    store,
    `select count(*) as n from plans_periods where order_id = ${where}`,
  );
  return { status: order?.status, months: months.map((row) => Number(row.plan_month)), periods: Number(periods?.n) };
}

describe('plan months under SIGKILL', () => {
  it("a kill during a plan's payment leaves its months made once with the payment, or not at all", async () => {
    await login();
    const plans = (await store.call('GET', '/api/plans')).json.plans as Plan[];
    const pro = plans.find((plan) => plan.id === 'pro');
    if (!pro) throw new Error('no PRO PLAN');
    const outcomes = new Set<string>();
    for (const [round, afterMs] of PLAN_KILL_AFTER_MS.entries()) {
      // Each order renews the one before: its months are numbered on (1–3, then 4–6, 7–9).
      const months = [1, 2, 3].map((month) => round * 3 + month);
      const placed = await store.call(
        'POST',
        '/api/new-order',
        cartBody({ designs: [], plans: [{ plan: pro, months: 3 }] }),
        customer,
      );
      expect(placed.status).toBe(201);
      const { order_id: orderNumber, payment_session_id: session } = placed.json;
      await killDuring([session], (id) => store.payOnDemoCheckout(id, 'Kiran Crash'), afterMs);
      const after = await planOrderAsStored(orderNumber);
      outcomes.add(after.status === 'PAID' ? 'paid' : 'not paid');
      // Never between: paid with its three months and its period, or none of them.
      expect(after).toEqual(
        after.status === 'PAID'
          ? { status: 'PAID', months, periods: 1 }
          : { status: after.status, months: [], periods: 0 },
      );
      // Settled afterwards (the provider asked again, a stopped payment made again): still exactly once.
      await store.call('GET', `/api/status/${session}`, undefined, customer);
      if ((await planOrderAsStored(orderNumber)).status !== 'PAID')
        await store.payOnDemoCheckout(session, 'Kiran Crash');
      await waitFor(async () => (await planOrderAsStored(orderNumber)).status === 'PAID', 20_000);
      await store.call('GET', `/api/status/${session}`, undefined, customer);
      expect(await planOrderAsStored(orderNumber)).toEqual({ status: 'PAID', months, periods: 1 });
    }
    // Which side of the commit each kill fell on, for the run's log.
    console.info(`plan payment kills left: ${[...outcomes].join(', ')}`);
  }, 180_000);
});
