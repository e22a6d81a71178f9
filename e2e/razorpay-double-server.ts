// The Razorpay test double as a process for the browser tests: PORT, RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.
import { startRazorpayDouble } from '../apps/api/test/razorpay-double';

const double = await startRazorpayDouble({
  port: Number(process.env.PORT),
  keyId: process.env.RAZORPAY_KEY_ID,
  keySecret: process.env.RAZORPAY_KEY_SECRET,
});
console.log(`Razorpay test double on ${double.baseUrl}`);
const stop = () => {
  void double.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
