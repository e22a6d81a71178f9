/** Shown on every page when a production store runs the demo provider. */
export const DEMO_PAYMENTS_NOTICE = 'Demo payments: no money is taken';

/** Printed on every production start with the demo provider, so nobody deploys it unaware. */
export const DEMO_IN_PRODUCTION_WARNING = [
  '!!! WARNING: PAYMENT_PROVIDER=demo with NODE_ENV=production !!!',
  '!!! The demo provider takes no money: any valid-looking card "pays". Orders paid through it are',
  '!!! demo orders, marked for admins and left out of the revenue figures. Every page shows a banner.',
  '!!! Set PAYMENT_PROVIDER=cashfree with its keys to take real payments.',
].join('\n');
