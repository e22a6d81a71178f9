import type { ProjectDetail } from '@store/shared';
import { bearer } from './accounts-helpers';
import { multipartBody } from './cards-helpers';
import type { Card } from './checkout-helpers';
import { createBrief, createPaidOrder } from './factories';
import type { TestApp } from './test-app';

/** A new customer buys `quantity` of one design and the payment is reported: answers their token and projects. */
export const buyAndPay = (t: TestApp, quantity = 1, card?: Card) => createPaidOrder(t, { quantity, card });

export const completeBrief = createBrief();

export async function customerAction(t: TestApp, token: string, id: string, body: object) {
  return t.app.inject({ method: 'POST', url: `/api/projects/${id}/actions`, headers: bearer(token), payload: body });
}

export async function adminAction(t: TestApp, token: string, id: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/projects/${id}/actions`,
    headers: bearer(token),
    payload: body,
  });
}

export async function saveDraft(t: TestApp, token: string, id: string, draft: object) {
  return t.app.inject({ method: 'PUT', url: `/api/projects/${id}/brief`, headers: bearer(token), payload: draft });
}

export async function upload(t: TestApp, token: string, url: string, entries: Parameters<typeof multipartBody>[0]) {
  const { payload, contentType } = await multipartBody(entries);
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': contentType }, payload });
}

export async function projectOf(t: TestApp, token: string, id: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: bearer(token) });
  return response.json() as ProjectDetail;
}
