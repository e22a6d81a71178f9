import { PHONE_INVALID_MESSAGE } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from './accounts-helpers';
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

async function submittedProject() {
  const { customer, projects } = await buyAndPay(t);
  const id = projects[0]?.id ?? '';
  expect((await saveDraft(t, customer.token, id, completeBrief)).statusCode).toBe(200);
  const submitted = await customerAction(t, customer.token, id, { action: 'submit_brief' });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { token: customer.token, id };
}

const logoUpload = async (token: string, id: string) =>
  upload(t, token, `/api/projects/${id}/brief/logo`, [
    ['logo', { data: await fixtures.png(), filename: 'logo.png', type: 'image/png' }],
  ]);

describe('the website brief', () => {
  it('starts with the phone given at checkout and the account email', async () => {
    const { customer, projects } = await buyAndPay(t);
    const brief = (await projectOf(t, customer.token, projects[0]?.id ?? '')).brief;
    expect(brief).toMatchObject({ phone: '9876543210', email: customer.email, submittedAt: null });
  });

  it("checks the site's phone and email with the store's rules", async () => {
    const { customer, projects } = await buyAndPay(t);
    const id = projects[0]?.id ?? '';
    const refused = await saveDraft(t, customer.token, id, { ...completeBrief, phone: 'abc', email: 'owner@' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ phone: PHONE_INVALID_MESSAGE, email: 'Email must be a valid address.' });
    const typed = await saveDraft(t, customer.token, id, { ...completeBrief, phone: '+91 98765 43210' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().brief.phone).toBe('+91 98765 43210');
  });

  it('may be corrected after submission until the shop posts the first preview, then only through the thread', async () => {
    const { token, id } = await submittedProject();
    const corrected = await saveDraft(t, token, id, { ...completeBrief, tagline: 'Sweets since 1962' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ state: 'IN_DESIGN', brief: { tagline: 'Sweets since 1962' } });
    expect((await logoUpload(token, id)).statusCode).toBe(200);
    // A submitted brief stays complete.
    const emptied = await saveDraft(t, token, id, { ...completeBrief, businessName: '' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().fields).toEqual({ businessName: 'Business name is required.' });
    const history = (await projectOf(t, token, id)).history.map((event) => event.action);
    expect(history).toEqual(['order_paid', 'submit_brief', 'edit_brief', 'edit_brief']);

    await adminAction(t, admin, id, { action: 'post_preview', previewUrl: 'https://preview.example.com/v1' });
    const late = await saveDraft(t, token, id, { ...completeBrief, tagline: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('The shop has started on your brief. To change it, write to us in the thread.');
    expect((await logoUpload(token, id)).statusCode).toBe(409);
    expect((await projectOf(t, token, id)).brief.tagline).toBe('Sweets since 1962');
  });
});

describe('the project after the brief', () => {
  it('answers a bad preview link as a sentence, without the field code', async () => {
    const { id } = await submittedProject();
    const refused = await adminAction(t, admin, id, {
      action: 'post_preview',
      previewUrl: 'ftp://preview.example.com',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Preview link must start with http:// or https://.');
  });

  it('has no due date once delivered', async () => {
    const { token, id } = await submittedProject();
    await adminAction(t, admin, id, { action: 'post_preview', previewUrl: 'https://preview.example.com/v1' });
    expect((await projectOf(t, token, id)).dueAt).toEqual(expect.any(String));
    const approved = await customerAction(t, token, id, { action: 'approve' });
    expect(approved.json()).toMatchObject({ state: 'DELIVERED', dueAt: null });
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/admin/projects?state=DELIVERED',
      headers: bearer(admin),
    });
    expect(board.json().projects.find((project: { id: string }) => project.id === id)).toMatchObject({ dueAt: null });
  });
});
