import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscriber } from '../src/lib/event-bus';
import type { ProjectStateChanged } from '../src/modules/projects';
import { bearer } from './accounts-helpers';
import { createAdmin, createBrief, createPaidOrder } from './factories';
import { adminAction, customerAction, saveDraft } from './projects-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await createAdmin(t)).token;
});
afterAll(() => t.close());

/** Subscribes `subscriber` after the app's own (so after the mail module's) until the answer is called. */
function listen(subscriber: Subscriber<ProjectStateChanged>): () => void {
  const subscribers = t.context.events.subscribers('ProjectStateChanged');
  subscribers.push(subscriber);
  return () => subscribers.splice(subscribers.indexOf(subscriber), 1);
}

const preview = { action: 'post_preview', previewUrl: 'https://preview.example.com/v1' };

/** A paid design's project with its brief submitted, waiting for the shop's preview. */
async function projectInDesign() {
  const { customer, orderNumber, projects } = await createPaidOrder(t);
  const id = projects[0]?.id ?? '';
  expect((await saveDraft(t, customer.token, id, createBrief())).statusCode).toBe(200);
  expect((await customerAction(t, customer.token, id, { action: 'submit_brief' })).statusCode).toBe(200);
  return { customer, orderNumber, id };
}

const projectMails = (email: string) =>
  t.store.db
    .selectFrom('mail_outbox')
    .select('kind')
    .where('recipient', '=', email)
    .where('kind', 'like', 'project-%')
    .execute();

describe('ProjectStateChanged', () => {
  it('is published once per change, with the project, its order and customer, the states and who acted', async () => {
    const seen: ProjectStateChanged[] = [];
    const stop = listen(async (_trx, change) => {
      seen.push(change);
    });
    try {
      const { customer, orderNumber, id } = await projectInDesign();
      expect((await adminAction(t, admin, id, preview)).statusCode).toBe(200);
      expect(seen.map(({ from, to, who, cause }) => [from, to, who.role, cause])).toEqual([
        ['AWAITING_BRIEF', 'IN_DESIGN', 'customer', 'action'],
        ['IN_DESIGN', 'IN_REVIEW', 'admin', 'action'],
      ]);
      expect(seen[1]).toMatchObject({
        project: { id, order: { number: orderNumber }, customer: { id: customer.id, email: customer.email } },
        who: { role: 'admin', name: 'The shop' },
      });
    } finally {
      stop();
    }
  });

  it('rolls the change back when a subscriber fails: no new state, history row or mail; the retry makes each once', async () => {
    const { customer, id } = await projectInDesign();
    let failing = true;
    const stop = listen(async () => {
      if (failing) throw new Error('subscriber failed');
    });
    try {
      expect((await adminAction(t, admin, id, preview)).statusCode).toBe(500);
      const view = await t.app.inject({ method: 'GET', url: `/api/admin/projects/${id}`, headers: bearer(admin) });
      expect(view.json().state).toBe('IN_DESIGN');
      expect(view.json().history.map((event: { action: string }) => event.action)).not.toContain('post_preview');
      expect(await projectMails(customer.email)).toEqual([]);

      failing = false;
      expect((await adminAction(t, admin, id, preview)).json()).toMatchObject({ state: 'IN_REVIEW' });
      expect(await projectMails(customer.email)).toEqual([{ kind: 'project-in-review' }]);
    } finally {
      stop();
    }
  });
});
