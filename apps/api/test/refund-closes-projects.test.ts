import { PROJECT_STATE_LABELS } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from './accounts-helpers';
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
afterAll(async () => {
  await t.close();
});

describe('a refund closes the work it paid for', () => {
  it('cancels every design project not yet delivered, tells the customer, and refuses further work', async () => {
    const { customer, orderNumber, projects } = await buyAndPay(t, 3);
    const [inDesign, delivered, awaiting] = projects.map((project) => project.id) as [string, string, string];
    const token = customer.token;
    // One in design, one delivered, one still waiting for its brief.
    for (const id of [inDesign, delivered]) {
      expect((await saveDraft(t, token, id, completeBrief)).statusCode).toBe(200);
      expect((await customerAction(t, token, id, { action: 'submit_brief' })).statusCode).toBe(200);
    }
    const preview = { action: 'post_preview', previewUrl: 'https://preview.example.com/v1' };
    expect((await adminAction(t, admin, delivered, preview)).statusCode).toBe(200);
    expect((await customerAction(t, token, delivered, { action: 'approve' })).json()).toMatchObject({
      state: 'DELIVERED',
    });

    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNumber}/refund`,
      headers: bearer(admin),
      payload: { reason: 'Customer changed their mind' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    for (const [id, from] of [
      [inDesign, 'IN_DESIGN'],
      [awaiting, 'AWAITING_BRIEF'],
    ] as const) {
      const project = await projectOf(t, token, id);
      expect(project.state).toBe('CANCELLED');
      expect(project.allowedActions).toEqual([]);
      expect(project.history.at(-1)).toMatchObject({
        action: 'cancel',
        actorRole: 'system',
        fromState: from,
        toState: 'CANCELLED',
        reason: `Order ${orderNumber} refunded`,
      });
    }
    expect((await projectOf(t, token, delivered)).state).toBe('DELIVERED');
    expect(PROJECT_STATE_LABELS.CANCELLED).toBe('Order refunded');

    // The board shows them closed.
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/admin/projects?q=${orderNumber}`,
      headers: bearer(admin),
    });
    const states = (board.json().projects as Array<{ id: string; state: string }>).map((row) => [row.id, row.state]);
    expect(Object.fromEntries(states)).toEqual({
      [inDesign]: 'CANCELLED',
      [delivered]: 'DELIVERED',
      [awaiting]: 'CANCELLED',
    });

    // Nothing more can be done on a closed project: brief, message, action, by either side.
    expect((await saveDraft(t, token, awaiting, completeBrief)).statusCode).toBe(409);
    expect((await customerAction(t, token, awaiting, { action: 'submit_brief' })).statusCode).toBe(409);
    const message = await upload(t, token, `/api/projects/${inDesign}/messages`, [['body', 'Any news?']]);
    expect(message.statusCode).toBe(409);
    expect(message.json().error).toBe('The project is cancelled');
    expect((await adminAction(t, admin, inDesign, preview)).statusCode).toBe(409);

    // One mail per closed project, none for the delivered one.
    const mails = await t.store.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('recipient', '=', customer.email)
      .where('kind', '=', 'project-cancelled')
      .execute();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Order refunded, work stopped: /);
      expect(mail.text).toContain(`Your order ${orderNumber} was refunded`);
    }
  });

  it('a second refund request changes nothing and sends nothing more', async () => {
    const { customer, orderNumber } = await buyAndPay(t, 1);
    const refund = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderNumber}/refund`,
        headers: bearer(admin),
        payload: { reason: 'Duplicate order' },
      });
    expect((await refund()).statusCode).toBe(200);
    await refund();
    const mails = await t.store.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', customer.email)
      .where('kind', '=', 'project-cancelled')
      .execute();
    expect(mails).toHaveLength(1);
  });
});
