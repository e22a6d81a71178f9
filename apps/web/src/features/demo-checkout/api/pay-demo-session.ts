import { type CardForm, type DemoPayAnswer, demoPayAnswerSchema } from '@store/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type PayAnswer =
  | DemoPayAnswer
  | { kind: 'error'; message: string; fields?: Partial<Record<keyof CardForm, string>> };

/** Pays or cancels on the demo gateway, which stands apart from the store's API (its own base path). */
export async function submitDemoPayment(sessionId: string, form: CardForm | 'cancel'): Promise<PayAnswer> {
  const action = form === 'cancel' ? 'cancel' : 'pay';
  try {
    const path = `/sessions/${encodeURIComponent(sessionId)}/${action}`;
    const body = form === 'cancel' ? {} : form;
    return (await apiRequest(path, { method: 'POST', base: '/demo-pg', body, schema: demoPayAnswerSchema })).data;
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    const message = failure.fromServer ? failure.message : 'The payment could not be processed.';
    const fields = Object.keys(failure.fields).length > 0 ? failure.fields : undefined;
    return { kind: 'error', message, fields };
  }
}
