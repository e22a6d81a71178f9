import { THIRD_REVISION_REFUSAL } from '@store/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataStore } from '../src/db/database';
import { runProjectsJobOnce } from '../src/modules/projects';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { fixtures } from './cards-helpers';
import {
  adminAction,
  buyAndPay,
  completeBrief,
  customerAction,
  projectOf,
  saveDraft,
  upload,
} from './projects-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await adminToken(t)).token;
});
afterAll(() => t.close());

describe('projects after the sale', () => {
  it('makes one project per unit of a paid order, awaiting the brief', async () => {
    const { projects, orderNumber } = await buyAndPay(t, 2);
    expect(projects.map((project) => [project.reference, project.state]).sort()).toEqual([
      [`${orderNumber}-1`, 'AWAITING_BRIEF'],
      [`${orderNumber}-2`, 'AWAITING_BRIEF'],
    ]);
  });

  it('runs brief, preview, revision, preview and approval to DELIVERED; a third revision is refused with the terms', async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    const token = customer.token;
    expect((await saveDraft(t, token, id, completeBrief)).statusCode).toBe(200);
    const logo = await upload(t, token, `/api/projects/${id}/brief/logo`, [
      ['logo', { data: await fixtures.png(), filename: 'logo.png', type: 'image/png' }],
    ]);
    expect(logo.statusCode, logo.body).toBe(200);
    const submitted = await customerAction(t, token, id, { action: 'submit_brief' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ state: 'IN_DESIGN', dueAt: expect.any(String) });

    const preview = { action: 'post_preview', previewUrl: 'https://preview.example.com/v1' };
    expect((await adminAction(t, admin, id, preview)).json()).toMatchObject({ state: 'IN_REVIEW' });
    const changes = await customerAction(t, token, id, { action: 'request_changes', comment: 'Bigger logo' });
    expect(changes.json()).toMatchObject({ state: 'REVISION_REQUESTED', revisionsUsed: 1 });
    expect((await adminAction(t, admin, id, preview)).json()).toMatchObject({ state: 'IN_REVIEW' });
    await customerAction(t, token, id, { action: 'request_changes', comment: 'Green header' });
    expect((await adminAction(t, admin, id, preview)).json()).toMatchObject({ state: 'IN_REVIEW', revisionsUsed: 2 });

    const third = await customerAction(t, token, id, { action: 'request_changes', comment: 'One more' });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe(THIRD_REVISION_REFUSAL);
    expect(third.json().error).toContain('up to two rounds of revisions');

    const approved = await customerAction(t, token, id, { action: 'approve' });
    expect(approved.json()).toMatchObject({
      state: 'DELIVERED',
      delivery: { siteUrl: 'https://preview.example.com/v1' },
      allowedActions: ['report_dissatisfaction'],
    });
    const adminView = await t.app.inject({ method: 'GET', url: `/api/admin/projects/${id}`, headers: bearer(admin) });
    expect(adminView.json()).toMatchObject({ state: 'DELIVERED', brief: { businessName: 'Sharma Sweets' } });
    expect(adminView.json().history.map((event: { action: string }) => event.action)).toEqual([
      'order_paid',
      'submit_brief',
      'post_preview',
      'request_changes',
      'post_preview',
      'request_changes',
      'post_preview',
      'approve',
    ]);
    const mails = await t.store.db
      .selectFrom('mail_outbox')
      .select(['kind', 'text'])
      .where('recipient', '=', customer.email)
      .where('kind', 'like', 'project-%')
      .execute();
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'project-delivered',
      'project-in-review',
      'project-in-review',
      'project-in-review',
      'project-revision-requested',
      'project-revision-requested',
    ]);
    expect(mails[0]?.text).toContain(`/projects/${id}`);
    const unhappy = await customerAction(t, token, id, { action: 'report_dissatisfaction', comment: 'Slow site' });
    expect(unhappy.json()).toMatchObject({ dissatisfactionReportedAt: expect.any(String), allowedActions: [] });
  });

  it('names the missing brief fields, and keeps the project awaiting the brief', async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    await saveDraft(t, customer.token, id, { businessName: 'Only a name' });
    const refused = await customerAction(t, customer.token, id, { action: 'submit_brief' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      phone: 'Phone is required.',
      email: 'Email is required.',
      address: 'Address is required.',
    });
    expect((await projectOf(t, customer.token, id)).state).toBe('AWAITING_BRIEF');
  });

  it('moves a brief submitted twice at once to IN_DESIGN once', async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    await saveDraft(t, customer.token, id, completeBrief);
    const answers = await Promise.all(
      [1, 2, 3].map(() => customerAction(t, customer.token, id, { action: 'submit_brief' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const events = await t.store.db
      .selectFrom('projects_events')
      .select('action')
      .where('project_id', '=', id)
      .where('action', '=', 'submit_brief')
      .execute();
    expect(events).toHaveLength(1);
    // A submitted brief may be corrected until the first preview, but never left incomplete.
    const late = await saveDraft(t, customer.token, id, { businessName: 'Changed after submission' });
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toMatchObject({ phone: 'Phone is required.', address: 'Address is required.' });
    expect((await projectOf(t, customer.token, id)).brief.businessName).toBe('Sharma Sweets');
  });
});

describe('project access', () => {
  it('answers 404 to another customer, 403 to a customer calling admin actions, 401 without a token', async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    const stranger = await customerToken(t.app);
    for (const [method, url] of [
      ['GET', `/api/projects/${id}`],
      ['PUT', `/api/projects/${id}/brief`],
      ['POST', `/api/projects/${id}/actions`],
    ] as const) {
      const payload = method === 'GET' ? undefined : method === 'PUT' ? {} : { action: 'resume' };
      const answer = await t.app.inject({ method, url, headers: bearer(stranger.token), payload });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    const viaAdminRoute = await adminAction(t, customer.token, id, {
      action: 'post_preview',
      previewUrl: 'https://x.example',
    });
    expect(viaAdminRoute.statusCode).toBe(403);
    const viaOwnRoute = await customerAction(t, customer.token, id, {
      action: 'post_preview',
      previewUrl: 'https://x.example',
    });
    expect(viaOwnRoute.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/projects', headers: bearer(customer.token) })).statusCode,
    ).toBe(403);
  });

  it('serves a project file only through its own project', async () => {
    const first = await buyAndPay(t);
    const second = await buyAndPay(t);
    const [a, b] = [first.projects[0]?.id ?? '', second.projects[0]?.id ?? ''];
    await upload(t, first.customer.token, `/api/projects/${a}/brief/logo`, [
      ['logo', { data: await fixtures.png(), filename: 'logo.png', type: 'image/png' }],
    ]);
    const logoSrc = (await projectOf(t, first.customer.token, a)).brief.logoSrc ?? '';
    const key = logoSrc.split('/').pop();
    const own = await t.app.inject({ method: 'GET', url: logoSrc, headers: bearer(first.customer.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    const stranger = await t.app.inject({ method: 'GET', url: logoSrc, headers: bearer(second.customer.token) });
    expect(stranger.statusCode).toBe(404);
    const otherProject = `/api/projects/${b}/files/${key}`;
    const crossed = await t.app.inject({ method: 'GET', url: otherProject, headers: bearer(second.customer.token) });
    expect(crossed.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
  });

  it('keeps only the current logo: a replaced one is gone with the change', async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    const url = `/api/projects/${id}/brief/logo`;
    const logo = async () =>
      upload(t, customer.token, url, [['logo', { data: await fixtures.png(), filename: 'l.png', type: 'image/png' }]]);
    const first = (await logo()).json().brief.logoSrc as string;
    const second = (await logo()).json().brief.logoSrc as string;
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: first, headers: bearer(customer.token) });
    expect(old.statusCode).toBe(404);
    const current = await t.app.inject({ method: 'GET', url: second, headers: bearer(customer.token) });
    expect(current.statusCode).toBe(200);
    const stored = await t.store.db.selectFrom('projects_files').select('key').where('project_id', '=', id).execute();
    expect(stored.map((file) => file.key)).toEqual([second.split('/').pop()]);
  });
});

describe('hostile input on projects', () => {
  it('refuses 10,000-character fields with a clear 400 and keeps markup as text', async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    const long = 'x'.repeat(10_000);
    for (const field of ['businessName', 'tagline', 'address', 'notes', 'domain']) {
      const answer = await saveDraft(t, customer.token, id, { [field]: long });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().error).toMatch(/must be at most \d+ characters/);
    }
    const longMessage = await upload(t, customer.token, `/api/projects/${id}/messages`, [['body', long]]);
    expect(longMessage.statusCode).toBe(400);
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    expect((await saveDraft(t, customer.token, id, { businessName: script })).statusCode).toBe(200);
    const posted = await upload(t, customer.token, `/api/projects/${id}/messages`, [['body', script]]);
    expect(posted.statusCode, posted.body).toBe(200);
    const detail = await projectOf(t, customer.token, id);
    expect(detail.brief.businessName).toBe(script);
    expect(detail.messages.at(-1)?.body).toBe(script);
  });

  it('refuses SVG, disguised and oversized logos', async () => {
    const { customer, projects } = await buyAndPay(t);
    const url = `/api/projects/${projects[0]?.id}/brief/logo`;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const asSvg = await upload(t, customer.token, url, [
      ['logo', { data: svg, filename: 'logo.png', type: 'image/png' }],
    ]);
    expect(asSvg.statusCode).toBe(415);
    expect(asSvg.json().error).toMatch(/PNG, JPEG or WebP/);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(
      (await upload(t, customer.token, url, [['logo', { data: gif, filename: 'l.png', type: 'image/png' }]]))
        .statusCode,
    ).toBe(415);
    const big = Buffer.concat([await fixtures.png(), Buffer.alloc(5 * 1024 * 1024)]);
    const oversized = await upload(t, customer.token, url, [
      ['logo', { data: big, filename: 'l.png', type: 'image/png' }],
    ]);
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().error).toBe('The logo is larger than 5 MB');
  });
});

describe('projects job', () => {
  it('pauses a project 7 days without the customer once with two instances, and a customer action resumes it', async () => {
    const { customer, projects } = await buyAndPay(t, 2);
    const ids = projects.map((project) => project.id);
    const later = new Date(Date.now() + 7 * 24 * 3_600_000 + 60_000);
    // PostgreSQL: a second pool, as a second server would have. SQLite: the same handle, because
    // better-sqlite3 waits for a lock synchronously and two in one process would block each other.
    const second = t.databaseUrl
      ? openDataStore({ databaseUrl: t.databaseUrl, dataDir: t.dataDir, poolSize: 2 })
      : undefined;
    try {
      const runs = await Promise.all([
        runProjectsJobOnce(t.store.db, later, t.context.events),
        runProjectsJobOnce((second ?? t.store).db, later, t.context.events),
      ]);
      expect(runs.reduce((sum, run) => sum + run.paused, 0)).toBeGreaterThanOrEqual(2);
    } finally {
      await second?.close();
    }
    const pauses = await t.store.db
      .selectFrom('projects_events')
      .select('project_id')
      .where('project_id', 'in', ids)
      .where('action', '=', 'pause')
      .execute();
    expect(pauses.map((row) => row.project_id).sort()).toEqual([...ids].sort());
    const pausedMails = await t.store.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('recipient', '=', customer.email)
      .where('kind', '=', 'project-paused')
      .execute();
    expect(pausedMails).toHaveLength(2);
    const id = ids[0] ?? '';
    expect((await projectOf(t, customer.token, id)).state).toBe('PAUSED');
    expect((await saveDraft(t, customer.token, id, { tagline: 'Back again' })).json()).toMatchObject({
      state: 'AWAITING_BRIEF',
      pausedFrom: null,
    });
  });

  it('reminds of a brief after 2 days once, and leaves fresh projects alone', async () => {
    const { projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    const reminded = async () =>
      (
        await t.store.db
          .selectFrom('projects_projects')
          .select('brief_reminded_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).brief_reminded_at;
    await runProjectsJobOnce(t.store.db, new Date(Date.now() + 3_600_000), t.context.events);
    expect(await reminded()).toBeNull();
    const in3Days = new Date(Date.now() + 3 * 24 * 3_600_000);
    await Promise.all([
      runProjectsJobOnce(t.store.db, in3Days, t.context.events),
      runProjectsJobOnce(t.store.db, in3Days, t.context.events),
    ]);
    expect(await reminded()).toBe(in3Days.toISOString());
    const reminders = await t.store.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('kind', '=', 'project-brief-reminder')
      .where('text', 'like', `%/projects/${id}%`)
      .execute();
    expect(reminders).toHaveLength(1);
    expect(
      (await t.store.db.selectFrom('projects_projects').select('state').where('id', '=', id).executeTakeFirstOrThrow())
        .state,
    ).toBe('AWAITING_BRIEF');
  });
});
