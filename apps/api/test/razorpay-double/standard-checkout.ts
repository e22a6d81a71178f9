import { type Answer, json, razorpayError } from './api-error';
import { checkoutScript } from './checkout-script';
import type { OrderEntity, PaymentMethod } from './entities';
import type { PaidAttempt } from './server';

/** What the browser side of the double needs from the double. */
export interface StandardCheckoutDeps {
  origin: () => string;
  keyId: string;
  order: (orderId: string) => OrderEntity | undefined;
  pay: (orderId: string, attempt: { status: 'captured' | 'failed'; method: PaymentMethod }) => PaidAttempt;
}

const METHODS: Record<string, { title: string; action: string }> = {
  upi: { title: 'UPI', action: 'Pay by UPI' },
  card: { title: 'Cards', action: 'Pay by card' },
  netbanking: { title: 'Netbanking', action: 'Pay by netbanking' },
};
/** The double's own order of methods without a display config, so a config preferring UPI shows. */
const DEFAULT_ORDER = ['card', 'netbanking', 'upi'];

interface DisplayConfig {
  blocks?: Record<string, { instruments?: Array<{ method?: string }> }>;
  sequence?: string[];
  preferences?: { show_default_blocks?: boolean };
}

/** The methods in the order `config.display` asks for: its sequence (blocks or methods), then the defaults. */
export function methodOrder(rawDisplay: string | null): string[] {
  let display: DisplayConfig = {};
  try {
    display = JSON.parse(rawDisplay ?? '{}') as DisplayConfig;
  } catch {
    display = {};
  }
  const first = (display.sequence ?? []).flatMap((entry) =>
    entry.startsWith('block.')
      ? (display.blocks?.[entry.slice('block.'.length)]?.instruments ?? []).map((instrument) => instrument.method ?? '')
      : [entry],
  );
  const shown = display.preferences?.show_default_blocks === false ? first : [...first, ...DEFAULT_ORDER];
  return [...new Set(shown)].filter((method) => method in METHODS);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:rgba(15,23,42,.6);min-height:100vh;display:flex;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;width:min(400px,100%);box-sizing:border-box;padding:20px;box-shadow:0 10px 40px rgba(0,0,0,.3)}
header{display:flex;justify-content:space-between;align-items:flex-start;background:#072654;color:#fff;margin:-20px -20px 16px;padding:16px 20px;border-radius:12px 12px 0 0}
header h1{margin:4px 0 0;font-size:24px}header p{margin:0;font-size:14px}
.close{background:none;border:0;color:#fff;font-size:28px;line-height:1;cursor:pointer}
.note{background:#fef3c7;color:#78350f;padding:8px;border-radius:8px;font-size:13px}
section{border-top:1px solid #e2e8f0;padding:12px 0}section:first-of-type{border:0}
h2{font-size:16px;margin:0 0 8px}button.pay{width:100%;padding:12px;border:0;border-radius:8px;background:#3395ff;color:#fff;font-weight:600;cursor:pointer}
.fail{margin-top:12px;width:100%;padding:10px;border:1px solid #b91c1c;border-radius:8px;background:#fff;color:#b91c1c;cursor:pointer}
[role=alert]{color:#b91c1c;font-size:14px;min-height:1em}`;

/** The modal's page: the shop, the amount, the methods in the display config's order, pay, fail and close. */
function modalPage(deps: StandardCheckoutDeps, query: URLSearchParams): Answer {
  const order = deps.order(query.get('order_id') ?? '');
  const html = (body: string) => ({
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Razorpay Checkout</title><style>${STYLE}</style></head><body>${body}</body></html>`,
  });
  if (query.get('key') !== deps.keyId || !order)
    return html('<main role="dialog" aria-label="Razorpay Checkout"><p role="alert">Invalid key or order</p></main>');
  const sections = methodOrder(query.get('display'))
    .map(
      (method) =>
        `<section><h2>${METHODS[method]?.title}</h2><button class="pay" data-method="${method}">${METHODS[method]?.action}</button></section>`,
    )
    .join('');
  const parent = JSON.stringify(query.get('parent') ?? '');
  return html(`<main role="dialog" aria-label="Razorpay Checkout">
<header><div><p>${escapeHtml(query.get('name') ?? '')}</p><h1>${rupees(order.amount)}</h1></div><button class="close" aria-label="Close">×</button></header>
<p class="note">Razorpay test double: no real money moves.</p>${sections}
<button class="fail">Fail the payment</button><p role="alert" id="status"></p></main>
<script>
var PARENT = ${parent};
function tell(type, response) { window.parent.postMessage({ type: type, response: response }, PARENT); }
function attempt(method, status) {
  fetch('/checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: ${JSON.stringify(deps.keyId)}, order_id: ${JSON.stringify(order.id)}, method: method, status: status }) })
    .then(function (answer) { return answer.json(); })
    .then(function (body) {
      if (body.error) { document.getElementById('status').textContent = body.error.description; tell('failed', body); }
      else tell('success', body);
    });
}
document.querySelectorAll('button.pay').forEach(function (button) {
  button.addEventListener('click', function () { attempt(button.dataset.method, 'captured'); });
});
document.querySelector('button.fail').addEventListener('click', function () { attempt('card', 'failed'); });
document.querySelector('button.close').addEventListener('click', function () { tell('dismiss'); });
</script>`);
}

/** A payment made in the modal: the signed handler result, or Razorpay's error for a failed payment. */
function payInModal(deps: StandardCheckoutDeps, rawBody: string): Answer {
  let body: { key?: string; order_id?: string; method?: string; status?: string };
  try {
    body = JSON.parse(rawBody) as typeof body;
  } catch {
    return razorpayError(400, 'The request body is not JSON');
  }
  if (body.key !== deps.keyId) return razorpayError(401, 'Authentication failed');
  const order = deps.order(body.order_id ?? '');
  if (!order) return razorpayError(400, 'The id provided does not exist');
  if (order.status === 'paid') return razorpayError(400, 'Order has already been paid');
  if (!(body.method && body.method in METHODS)) return razorpayError(400, 'The method is invalid', { field: 'method' });
  const status = body.status === 'failed' ? 'failed' : 'captured';
  const paid = deps.pay(order.id, { status, method: body.method as PaymentMethod });
  if (status === 'captured') return json(200, paid.checkout);
  const { payment } = paid;
  return json(200, {
    error: {
      code: payment.error_code,
      description: payment.error_description,
      source: payment.error_source,
      step: payment.error_step,
      reason: payment.error_reason,
      metadata: { order_id: order.id, payment_id: payment.id },
    },
  });
}

/** Answers the browser's requests to the double (script, modal, payments made in it), or undefined. */
export function standardCheckoutAnswer(
  deps: StandardCheckoutDeps,
  method: string,
  url: URL,
  rawBody: string,
): Answer | undefined {
  if (method === 'GET' && url.pathname === '/v1/checkout.js')
    return { status: 200, headers: { 'content-type': 'application/javascript' }, body: checkoutScript(deps.origin()) };
  if (method === 'GET' && url.pathname === '/checkout/modal') return modalPage(deps, url.searchParams);
  if (method === 'POST' && url.pathname === '/checkout/pay') return payInModal(deps, rawBody);
  return undefined;
}
