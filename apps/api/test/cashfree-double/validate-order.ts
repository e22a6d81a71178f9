import { type Answer, invalid } from './api-error';

/** The Create Order body as the double keeps it (only what the adapter sends and the tests check). */
export interface CreateOrderBody {
  order_id: string;
  order_amount: number;
  order_currency: 'INR';
  customer_details: {
    customer_id: string;
    customer_phone: string;
    customer_email?: string;
    customer_name?: string;
  };
  order_meta?: { return_url?: string; notify_url?: string; payment_methods?: string };
  order_expiry_time?: string;
  order_note?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const refuse = (code: string, message: string) => ({ refused: invalid(code, message) });

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * Cashfree's documented rules for `POST /orders` (latest create.md): the body, or the 400 it
 * would answer. Our adapter always sends `order_id`, so a missing one is refused here too.
 */
export function validateCreateOrder(body: unknown): { order: CreateOrderBody } | { refused: Answer } {
  if (!isObject(body)) return refuse('request_invalid', 'request body must be a JSON object');
  const { order_id, order_amount, order_currency, customer_details: customer, order_meta: meta } = body;
  if (typeof order_id !== 'string' || !/^[A-Za-z0-9_-]{3,45}$/.test(order_id))
    return refuse('order_id_invalid', 'order_id : should be 3-45 characters of letters, digits, _ or -');
  if (typeof order_amount !== 'number' || !Number.isFinite(order_amount) || order_amount < 1)
    return refuse('order_amount_invalid', 'order_amount : should be a number of at least 1');
  if (!hasAtMostTwoDecimals(order_amount))
    return refuse('order_amount_invalid', 'order_amount : should have at most two decimals');
  if (order_currency !== 'INR') return refuse('order_currency_invalid', 'order_currency : should be INR');
  if (!isObject(customer)) return refuse('customer_details_missing', 'customer_details : is missing in the request');
  if (typeof customer.customer_id !== 'string' || !/^[A-Za-z0-9]{3,50}$/.test(customer.customer_id))
    return refuse('customer_details.customer_id_invalid', 'customer_details.customer_id : should be alphanumeric');
  if (typeof customer.customer_phone !== 'string' || customer.customer_phone.length !== 10)
    return refuse('customer_details.customer_phone_invalid', 'customer_details.customer_phone : should be 10 chars');
  if (meta !== undefined) {
    if (!isObject(meta)) return refuse('order_meta_invalid', 'order_meta : should be an object');
    const { return_url, notify_url } = meta;
    if (return_url !== undefined && (typeof return_url !== 'string' || return_url.length > 250))
      return refuse('order_meta.return_url_invalid', 'order_meta.return_url : should be a URL of at most 250 chars');
    if (notify_url !== undefined && (typeof notify_url !== 'string' || !/^https:\/\/\S{1,242}$/.test(notify_url)))
      return refuse('order_meta.notify_url_invalid', 'order_meta.notify_url : should be an https URL');
  }
  const expiry = body.order_expiry_time;
  if (expiry !== undefined && (typeof expiry !== 'string' || Number.isNaN(Date.parse(expiry))))
    return refuse('order_expiry_time_invalid', 'order_expiry_time : should be an ISO 8601 time');
  return { order: body as unknown as CreateOrderBody };
}
