import { demoPayAnswerSchema } from '@store/shared';
import { gatewayCall, sessionPath } from './gateway-call';

/** The payer's app answers the request (the demo stands in for it), or the page's countdown ends it. */
export const answerUpiRequest = (sessionId: string, paymentId: string, outcome: 'approve' | 'decline' | 'expire') =>
  gatewayCall(sessionPath(sessionId, `/upi/${encodeURIComponent(paymentId)}`), { outcome }, demoPayAnswerSchema);
