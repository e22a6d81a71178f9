// The Cashfree test double as a process for the browser tests: PORT, CASHFREE_APP_ID and CASHFREE_SECRET_KEY.
import { startCashfreeDouble } from '../apps/api/test/cashfree-double';

const double = await startCashfreeDouble({
  port: Number(process.env.PORT),
  appId: process.env.CASHFREE_APP_ID,
  secret: process.env.CASHFREE_SECRET_KEY,
});
console.log(`Cashfree test double on ${double.origin}`);
const stop = () => {
  void double.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
