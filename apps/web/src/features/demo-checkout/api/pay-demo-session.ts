import type { CardForm } from '@store/shared';

export type PayAnswer =
  | { kind: 'paid' | 'declined' | 'cancelled'; redirectUrl: string; message: string }
  | { kind: 'error'; message: string; fields?: Partial<Record<keyof CardForm, string>> };

/** Pays or cancels on the demo gateway; it is a separate "gateway", so it does not use the store's API client. */
export async function submitDemoPayment(sessionId: string, form: CardForm | 'cancel'): Promise<PayAnswer> {
  const action = form === 'cancel' ? 'cancel' : 'pay';
  const response = await fetch(`/demo-pg/sessions/${encodeURIComponent(sessionId)}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(form === 'cancel' ? {} : form),
  });
  const body = (await response.json()) as PayAnswer & { error?: string; fields?: Record<string, string> };
  if (!response.ok)
    return { kind: 'error', message: body.error ?? 'The payment could not be processed.', fields: body.fields };
  return body;
}
