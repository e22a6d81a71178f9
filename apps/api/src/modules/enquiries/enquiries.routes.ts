import {
  enquiryInputSchema,
  enquiryReceiptSchema,
  errorResponseSchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitLanguage } from '../../lib/visit-language';
import { type EnquiriesDeps, submitEnquiry } from './enquiries.service';

/** The contact form: anybody may write; each network address a few times an hour. */
export function registerEnquiriesRoutes(app: FastifyInstance, deps: EnquiriesDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/enquiries',
    {
      config: { access: 'public' },
      schema: {
        tags: ['enquiries'],
        summary: 'Sends an enquiry or complaint; answers its reference number and the 48-hour reply deadline',
        body: enquiryInputSchema,
        response: { 201: enquiryReceiptSchema, 400: validationErrorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const sender = { address: request.ip, language: visitLanguage(request.headers) };
      return reply.code(201).send(await submitEnquiry(deps, request.body, sender));
    },
  );
}
