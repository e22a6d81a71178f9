import { demoPayAnswerSchema } from '@store/shared';
import { gatewayCall, sessionPath } from './gateway-call';

/** The simulated bank's page approves or declines the payment. */
export const payByNetbanking = (sessionId: string, bankCode: string, outcome: 'approve' | 'decline') =>
  gatewayCall(sessionPath(sessionId, '/netbanking'), { bankCode, outcome }, demoPayAnswerSchema);
