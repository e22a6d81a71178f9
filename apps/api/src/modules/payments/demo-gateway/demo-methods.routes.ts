import { DEMO_NETBANKING_BANKS, DEMO_UPI_APPS } from '@store/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { DemoGatewayDeps, PayOutcome } from './demo-gateway.service';
import { answerUpiRequest, payByNetbanking, startUpiRequest } from './demo-methods';

const NOT_VALID = 'This payment link is not valid.';
const upiStartBody = z.object({
  channel: z.enum(['link', 'qrcode']),
  app: z.enum(DEMO_UPI_APPS.map((app) => app.id) as [string, ...string[]]).optional(),
});
const upiAnswerBody = z.object({ outcome: z.enum(['approve', 'decline', 'expire']) });
const netbankingBody = z.object({
  bankCode: z.enum(DEMO_NETBANKING_BANKS.map((bank) => bank.code) as [string, ...string[]]),
  outcome: z.enum(['approve', 'decline']),
});

function answer(reply: FastifyReply, outcome: PayOutcome | null) {
  if (!outcome) return reply.code(404).send({ error: NOT_VALID });
  if (outcome.kind === 'closed') return reply.code(409).send({ error: outcome.message });
  return outcome;
}

/** The hosted checkout's UPI (intent or QR, answered in the stand-in app) and netbanking (the bank's page) calls. */
export function registerDemoMethodRoutes(gateway: FastifyInstance, deps: DemoGatewayDeps): void {
  gateway.post<{ Params: { sessionId: string } }>('/sessions/:sessionId/upi', async (request, reply) => {
    const parsed = upiStartBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'Choose a UPI app or the QR code.' });
    const started = await startUpiRequest(deps, request.params.sessionId, parsed.data as never);
    if (!started) return reply.code(404).send({ error: NOT_VALID });
    if (started.kind === 'closed') return reply.code(409).send({ error: started.message });
    const { kind: _kind, ...request_ } = started;
    return request_;
  });

  gateway.post<{ Params: { sessionId: string; paymentId: string } }>(
    '/sessions/:sessionId/upi/:paymentId',
    async (request, reply) => {
      const parsed = upiAnswerBody.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ error: 'Approve or decline the request in the app.' });
      const { sessionId, paymentId } = request.params;
      return answer(reply, await answerUpiRequest(deps, sessionId, paymentId, parsed.data.outcome));
    },
  );

  gateway.post<{ Params: { sessionId: string } }>('/sessions/:sessionId/netbanking', async (request, reply) => {
    const parsed = netbankingBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'Choose your bank from the list.' });
    const outcome = await payByNetbanking(deps, request.params.sessionId, parsed.data);
    if (outcome === 'unknown-bank') return reply.code(400).send({ error: 'Choose your bank from the list.' });
    return answer(reply, outcome);
  });
}
