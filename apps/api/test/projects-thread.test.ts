import { randomUUID } from 'node:crypto';
import type { ProjectMessagesPage } from '@store/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminToken, bearer } from './accounts-helpers';
import { type FormEntry, fixtures } from './cards-helpers';
import { buyAndPay, projectOf, upload } from './projects-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await adminToken(t)).token;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Writes thread rows straight into the table, as if posted `ageMs` ago (no API can backdate them). */
async function seedMessages(
  id: string,
  count: number,
  options: {
    role?: 'customer' | 'admin';
    ageMs?: number;
    pictures?: boolean;
    sameInstant?: boolean;
    body?: string;
  } = {},
) {
  const role = options.role ?? 'customer';
  const start = Date.now() - (options.ageMs ?? 2 * DAY);
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    project_id: id,
    author_role: role,
    author_id: role,
    author_name: role === 'admin' ? 'The shop' : 'Seeded customer',
    body: options.body ?? `seeded ${index}`,
    attachment_file_key: options.pictures ? `${randomUUID().replaceAll('-', '')}.webp` : null,
    // Pairs share an instant, so the order falls back on the id.
    created_at: new Date(start + (options.sameInstant ? Math.floor(index / 2) : index)).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await t.store.db
      .insertInto('projects_messages')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

const stored = async (id: string) => {
  const messages = await t.store.db
    .selectFrom('projects_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('project_id', '=', id)
    .executeTakeFirstOrThrow();
  const files = await t.store.db
    .selectFrom('projects_files')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('project_id', '=', id)
    .executeTakeFirstOrThrow();
  return { messages: Number(messages.n), files: Number(files.n) };
};

const post = async (token: string, id: string, body: string, picture?: Buffer) => {
  const entries: FormEntry[] = [['body', body]];
  if (picture) entries.push(['image', { data: picture, filename: 'p.png', type: 'image/png' }]);
  return upload(t, token, `/api/projects/${id}/messages`, entries);
};

describe('thread limits', () => {
  it('takes 10 customer messages a minute and answers the rest 429 with Retry-After, storing nothing; the shop still writes', async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    const answers = await Promise.all(Array.from({ length: 14 }, (_, n) => post(customer.token, id, `hello ${n}`)));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expect(refused).toHaveLength(4);
    const retryAfter = Number(refused[0]?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused[0]?.json().error).toMatch(
      /^You can send at most 10 messages a minute\. Please try again in \d+ seconds?\.$/,
    );
    expect((await stored(id)).messages).toBe(10);
    expect((await post(admin, id, 'The shop answers')).statusCode).toBe(200);
  });

  it('takes 30 messages a minute from the shop', async () => {
    const { projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    await seedMessages(id, 30, { role: 'admin', ageMs: 30_000 });
    const refused = await post(admin, id, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/at most 30 messages a minute/);
    expect((await stored(id)).messages).toBe(30);
  });

  it('refuses the 501st customer message of a project with 409, storing nothing', async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    await seedMessages(id, 499);
    expect((await post(customer.token, id, 'the 500th')).statusCode).toBe(200);
    const refused = await post(customer.token, id, 'the 501st');
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['retry-after']).toBeUndefined();
    expect(refused.json().error).toBe(
      "This project's thread holds at most 500 of your messages. Please email us or call us to go on.",
    );
    expect((await stored(id)).messages).toBe(500);
  });

  it('takes 20 pictures a day: the 21st is refused 429 with Retry-After before it is decoded, a text message still goes', async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    await seedMessages(id, 20, { pictures: true, ageMs: 2 * 60 * MINUTE });
    const picture = await fixtures.png();
    const decode = vi.spyOn(sharp.prototype, 'toBuffer');
    try {
      const refused = await post(customer.token, id, 'one more picture', picture);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(
        /^You can send at most 20 pictures a day in a project\. Please try again in \d+ hours?\.$/,
      );
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(21 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(22 * 3600);
      expect(decode).not.toHaveBeenCalled();
    } finally {
      decode.mockRestore();
    }
    expect(await stored(id)).toEqual({ messages: 20, files: 0 });
    expect((await post(customer.token, id, 'words only')).statusCode).toBe(200);
  });

  it('refuses the 101st picture of a project with 409, storing nothing', async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    await seedMessages(id, 100, { pictures: true });
    const refused = await post(customer.token, id, 'one more picture', await fixtures.png());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      "This project's thread holds at most 100 of your pictures. Please send more as a link, or email us.",
    );
    expect(await stored(id)).toEqual({ messages: 100, files: 0 });
  });
});

describe('thread pages', () => {
  it('answers the latest 50 messages with a cursor, and earlier pages in order without gaps or repeats', async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    await seedMessages(id, 120, { sameInstant: true });
    const all = await t.store.db
      .selectFrom('projects_messages')
      .select('id')
      .where('project_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const detail = await projectOf(t, customer.token, id);
    expect(detail.messages.map((message) => message.id)).toEqual(all.slice(70).map((row) => row.id));
    const adminDetail = await t.app.inject({ method: 'GET', url: `/api/admin/projects/${id}`, headers: bearer(admin) });
    expect(adminDetail.json().messages).toHaveLength(50);

    const seen = [...detail.messages.map((message) => message.id)];
    const pageSizes: number[] = [];
    let cursor = detail.earlierMessagesCursor;
    while (cursor) {
      const url = `/api/projects/${id}/messages?before=${encodeURIComponent(cursor)}`;
      const answer = await t.app.inject({ method: 'GET', url, headers: bearer(customer.token) });
      expect(answer.statusCode, answer.body).toBe(200);
      const page = answer.json() as ProjectMessagesPage;
      pageSizes.push(page.messages.length);
      seen.unshift(...page.messages.map((message) => message.id));
      cursor = page.earlierCursor;
    }
    expect(pageSizes).toEqual([50, 20]);
    expect(seen).toEqual(all.map((row) => row.id));

    const short = await buyAndPay(t);
    const shortId = short.projects[0]?.id ?? '';
    expect((await projectOf(t, short.customer.token, shortId)).earlierMessagesCursor).toBeNull();
  });

  it('answers a project with 300 messages of 2,000 characters in a sixth of the bytes', async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    await seedMessages(id, 300, { body: 'x'.repeat(2000) });
    const answer = await t.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: bearer(customer.token) });
    expect(answer.json().messages).toHaveLength(50);
    expect(answer.rawPayload.byteLength).toBeLessThan(120_000);
  });

  it('refuses a cursor that is not a message of the project, and hides the thread from strangers', async () => {
    const first = await buyAndPay(t);
    const second = await buyAndPay(t);
    const [a, b] = [first.projects[0]?.id ?? '', second.projects[0]?.id ?? ''];
    await seedMessages(b, 60);
    const foreign = (await projectOf(t, second.customer.token, b)).earlierMessagesCursor ?? '';
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${a}/messages?before=${foreign}`,
      headers: bearer(first.customer.token),
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error).toBe('The earlier messages could not be found: reload the page.');
    const garbage = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${a}/messages?before=${'x'.repeat(500)}`,
      headers: bearer(first.customer.token),
    });
    expect(garbage.statusCode).toBe(400);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${b}/messages?before=${foreign}`,
      headers: bearer(first.customer.token),
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('thread pictures', () => {
  it('decodes and encodes a picture once and keeps one file, no catalogue widths', async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    const mediaBefore = await t.store.db
      .selectFrom('media_files')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const picture = await fixtures.png();
    const encode = vi.spyOn(sharp.prototype, 'toBuffer');
    try {
      const answer = await post(customer.token, id, 'our shop front', picture);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(encode).toHaveBeenCalledTimes(1);
    } finally {
      encode.mockRestore();
    }
    expect(await stored(id)).toEqual({ messages: 1, files: 1 });
    const mediaAfter = await t.store.db
      .selectFrom('media_files')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(mediaAfter.n)).toBe(Number(mediaBefore.n));
    const src = (await projectOf(t, customer.token, id)).messages[0]?.attachmentSrc ?? '';
    const file = await t.app.inject({ method: 'GET', url: src, headers: bearer(customer.token) });
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });
});

describe('thread in the API description', () => {
  it('declares the earlier-messages call with its cursor, and the limits of writing', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ name: string; in: string }>; responses: object; description?: string }>
      >;
    };
    const earlier = document.paths['/api/projects/{id}/messages']?.get;
    expect(earlier?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toContain('query:before');
    expect(Object.keys(earlier?.responses ?? {})).toContain('200');
    const write = document.paths['/api/projects/{id}/messages']?.post;
    expect(Object.keys(write?.responses ?? {})).toEqual(expect.arrayContaining(['409', '429']));
    expect(write?.description).toContain('10 messages a minute, 500 in all, 20 pictures a day and 100 in all');
  });
});
