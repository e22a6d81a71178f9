import type { FastifyInstance } from 'fastify';
import type { ContentSecurityOptions } from './security-headers';

/** The payment page, opened plain or with its session id (/formpage, /formpage/:sessionid), with any query. */
const PAYMENT_PAGE = /^\/formpage(\/[^/?#]+)?\/?(\?.*)?$/;

/**
 * What Razorpay's Standard Checkout needs on the page that opens it: its script, the frame its modal is
 * drawn in (api.razorpay.com) and the calls its script makes. The script's own origin
 * (checkout.razorpay.com, or a test double's) is allowed for all three.
 */
export function razorpayPageHosts(checkoutScript: string): ContentSecurityOptions {
  const scriptOrigin = new URL(checkoutScript).origin;
  const withScript = (hosts: string[]) => [...new Set([scriptOrigin, ...hosts])];
  return {
    scriptHosts: [scriptOrigin],
    frameHosts: withScript(['https://api.razorpay.com']),
    connectHosts: withScript(['https://api.razorpay.com', 'https://lumberjack.razorpay.com']),
  };
}

/**
 * Answers the payment page with its own CSP instead of the default one, so a provider's checkout is
 * allowed there and on no other page; the default hook keeps a CSP a request already has.
 */
export function registerPaymentPagePolicy(app: FastifyInstance, policy: string): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' && PAYMENT_PAGE.test(request.url)) reply.header('Content-Security-Policy', policy);
    done();
  });
}
