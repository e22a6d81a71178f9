import type { Answer } from './api-error';
import type { OrderEntity, PaymentStatus } from './entities';

/**
 * The browser side of the double: a stand-in for Cashfree's JS SDK (v3: `Cashfree({ mode })`,
 * `checkout({ paymentSessionId, redirectTarget })`) and a hosted checkout page whose buttons pay,
 * decline or cancel, then return the browser to the order's return_url as Cashfree does.
 */
export interface HostedCheckoutDeps {
  origin: () => string;
  orderBySession: (sessionId: string) => OrderEntity | undefined;
  pay: (orderId: string, status: PaymentStatus) => void;
}

const html = (status: number, body: string): Answer => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cashfree test checkout</title></head><body>${body}</body></html>`,
});

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function sdkScript(origin: string): Answer {
  const body = `window.Cashfree = function (options) {
  if (options.mode !== 'sandbox' && options.mode !== 'production') throw new Error('mode must be sandbox or production');
  return {
    checkout: function (checkout) {
      if (checkout.redirectTarget !== '_self') return Promise.resolve({ error: { message: 'only _self is supported here' } });
      window.location.assign(${JSON.stringify(origin)} + '/checkout?session=' + encodeURIComponent(checkout.paymentSessionId));
      return new Promise(function () {});
    },
  };
};`;
  return { status: 200, headers: { 'content-type': 'application/javascript' }, body };
}

function checkoutPage(order: OrderEntity): Answer {
  const session = escapeHtml(order.payment_session_id);
  const button = (status: PaymentStatus, label: string) => `<button name="status" value="${status}">${label}</button>`;
  return html(
    200,
    `<h1>Pay ₹${order.order_amount.toFixed(2)}</h1><p>Order ${escapeHtml(order.order_id)}</p>
<form method="post" action="/checkout/pay"><input type="hidden" name="session" value="${session}">
${button('SUCCESS', 'Pay')} ${button('FAILED', 'Decline')} ${button('USER_DROPPED', 'Cancel')}</form>`,
  );
}

/** Answers the browser's requests to the double, or undefined for API requests. */
export function hostedCheckoutAnswer(
  deps: HostedCheckoutDeps,
  method: string,
  url: URL,
  rawBody: string,
): Answer | undefined {
  if (method === 'GET' && url.pathname === '/js/v3/cashfree.js') return sdkScript(deps.origin());
  if (method === 'GET' && url.pathname === '/checkout') {
    const order = deps.orderBySession(url.searchParams.get('session') ?? '');
    return order ? checkoutPage(order) : html(404, '<h1>No such payment session</h1>');
  }
  if (method === 'POST' && url.pathname === '/checkout/pay') {
    const form = new URLSearchParams(rawBody);
    const order = deps.orderBySession(form.get('session') ?? '');
    const status = form.get('status') as PaymentStatus | null;
    if (!order || !status || !['SUCCESS', 'FAILED', 'USER_DROPPED'].includes(status))
      return html(400, '<h1>Bad payment request</h1>');
    deps.pay(order.order_id, status);
    const back = (order.order_meta.return_url ?? '').replaceAll('{order_id}', encodeURIComponent(order.order_id));
    return { status: 303, headers: { location: back }, body: '' };
  }
  return undefined;
}
