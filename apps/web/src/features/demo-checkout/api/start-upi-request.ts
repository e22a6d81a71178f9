import type { DemoUpiAppId } from '@store/shared';
import { gatewayCall, sessionPath } from './gateway-call';

export interface UpiRequest {
  kind: 'started';
  paymentId: string;
  uri: string;
  ttlSeconds: number;
}

/** Opens a UPI request on the gateway: from an app on a phone (intent) or as the QR code on a desktop. */
export async function startUpiRequest(sessionId: string, channel: 'link' | 'qrcode', app?: DemoUpiAppId) {
  const answer = await gatewayCall<Omit<UpiRequest, 'kind'>>(sessionPath(sessionId, '/upi'), { channel, app });
  return 'kind' in answer ? answer : ({ kind: 'started', ...answer } as UpiRequest);
}
