import { type Answer, razorpayError } from './api-error';

const FIELDS = new Set(['amount', 'currency', 'receipt', 'notes', 'partial_payment', 'first_payment_min_amount']);

export interface OrderRequest {
  amount: number;
  currency: 'INR';
  receipt: string | null;
  notes: Record<string, string>;
}

/** Checks a create-order body as Razorpay documents it: integer paise from ₹1, INR, receipt ≤ 40, notes ≤ 15 × 256. */
export function validateCreateOrder(raw: string): { order: OrderRequest } | { refused: Answer } {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw);
  } catch {
    return { refused: razorpayError(400, 'The request body is not valid JSON') };
  }
  const extra = Object.keys(body).find((field) => !FIELDS.has(field));
  if (extra) return { refused: razorpayError(400, `${extra} is/are not required and should not be sent`) };
  const { amount, currency, receipt, notes } = body;
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    return { refused: razorpayError(400, 'The amount must be an integer.', { field: 'amount' }) };
  if (amount < 100) return { refused: razorpayError(400, 'The amount must be atleast INR 1.00', { field: 'amount' }) };
  if (currency !== 'INR') return { refused: razorpayError(400, 'Currency is not supported', { field: 'currency' }) };
  if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40))
    return { refused: razorpayError(400, 'The receipt may not be greater than 40 characters.', { field: 'receipt' }) };
  const entries = notes === undefined ? [] : Object.entries(notes as Record<string, unknown>);
  if (
    (notes !== undefined && (typeof notes !== 'object' || notes === null || Array.isArray(notes))) ||
    entries.length > 15 ||
    entries.some(([, value]) => typeof value !== 'string' || value.length > 256)
  )
    return { refused: razorpayError(400, 'notes should be at most 15 texts of 256 characters', { field: 'notes' }) };
  return {
    order: {
      amount,
      currency: 'INR',
      receipt: typeof receipt === 'string' ? receipt : null,
      notes: Object.fromEntries(entries) as Record<string, string>,
    },
  };
}
