import { ApiError, apiRequest, type ResponseSchema } from '../../../lib/api-client';
import type { PayAnswer } from './pay-demo-session';

/** A POST to the demo gateway's hosted-checkout API (its own base path), its refusals as an error answer. */
export async function gatewayCall<T>(
  path: string,
  body: object,
  schema: ResponseSchema<T>,
): Promise<T | { kind: 'error'; message: string }> {
  try {
    return (await apiRequest(path, { method: 'POST', base: '/demo-pg', body, schema })).data;
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    return { kind: 'error', message: failure.fromServer ? failure.message : 'The payment could not be processed.' };
  }
}

export const sessionPath = (sessionId: string, rest: string) => `/sessions/${encodeURIComponent(sessionId)}${rest}`;

export type GatewayAnswer = PayAnswer;
