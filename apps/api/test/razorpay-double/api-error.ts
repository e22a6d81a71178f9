/** One answer of the double: status, headers and the exact body text. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const json = (status: number, value: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/** Razorpay's error shape: `{ error: { code, description, source, step, reason, metadata, field } }`. */
export const razorpayError = (status: number, description: string, extra: { field?: string; code?: string } = {}) =>
  json(status, {
    error: {
      code: extra.code ?? (status === 401 ? 'BAD_REQUEST_ERROR' : status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR'),
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: status >= 500 ? 'server_error' : 'input_validation_failed',
      metadata: {},
      ...(extra.field ? { field: extra.field } : {}),
    },
  });

/** How Razorpay answers an id it does not hold. */
export const unknownId = () => razorpayError(400, 'The id provided does not exist');

export const collection = (items: unknown[]) => json(200, { entity: 'collection', count: items.length, items });
