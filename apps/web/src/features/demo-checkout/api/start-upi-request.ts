import { type DemoUpiAppId, type DemoUpiRequest, demoUpiRequestSchema } from '@store/shared';
import { gatewayCall, sessionPath } from './gateway-call';

export type UpiRequest = DemoUpiRequest & { kind: 'started' };

/** Opens a UPI request on the gateway: from an app on a phone (intent) or as the QR code on a desktop. */
export async function startUpiRequest(sessionId: string, channel: 'link' | 'qrcode', app?: DemoUpiAppId) {
  const answer = await gatewayCall(sessionPath(sessionId, '/upi'), { channel, app }, demoUpiRequestSchema);
  return 'kind' in answer ? answer : ({ kind: 'started', ...answer } satisfies UpiRequest);
}
