/** Query keys of the demo gateway's checkout page. */
export const demoCheckoutKeys = {
  all: ['demo-checkout'] as const,
  session: (sessionId: string) => [...demoCheckoutKeys.all, 'session', sessionId] as const,
};
