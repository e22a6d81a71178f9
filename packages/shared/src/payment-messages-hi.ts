import { PAYMENT_FAILURE_REASONS } from './payment-failure';

/**
 * Why a payment failed (the fail page, My Orders) and the demo provider's checkout answers and card checks, in
 * Hindi, keyed by their English; `messageIn` reads them with the other shared messages.
 */
export const PAYMENT_HINDI_MESSAGES: Readonly<Record<string, string>> = {
  [PAYMENT_FAILURE_REASONS.declined]: 'बैंक ने आपका कार्ड मना कर दिया। कोई पैसा नहीं कटा।',
  [PAYMENT_FAILURE_REASONS.cancelled]: 'पेमेंट रद्द हुआ — कोई पैसा नहीं कटा',
  [PAYMENT_FAILURE_REASONS.expired]: 'पेमेंट पूरा होने से पहले ही उसका समय खत्म हो गया। कोई पैसा नहीं कटा।',
  [PAYMENT_FAILURE_REASONS['upi-declined']]: 'आपके UPI ऐप में पेमेंट मना कर दिया गया। कोई पैसा नहीं कटा।',
  [PAYMENT_FAILURE_REASONS['upi-expired']]: 'UPI रिक्वेस्ट मंज़ूर होने से पहले ही उसका समय खत्म हो गया। कोई पैसा नहीं कटा।',
  'Payment successful.': 'पेमेंट हो गया।',
  'Payment cancelled by the customer.': 'आपने पेमेंट रद्द किया।',
  'This order is already paid.': 'इस ऑर्डर का पेमेंट पहले ही हो चुका है।',
  'This payment session has expired.': 'इस पेमेंट का समय खत्म हो गया है।',
  'This payment link is not valid.': 'यह पेमेंट लिंक सही नहीं है।',
  'This UPI request has expired.': 'इस UPI रिक्वेस्ट का समय खत्म हो गया है।',
  'This UPI request has been answered already.': 'इस UPI रिक्वेस्ट का जवाब पहले ही दिया जा चुका है।',
  'Choose a UPI app or the QR code.': 'कोई UPI ऐप या QR कोड चुनें।',
  'Approve or decline the request in the app.': 'ऐप में रिक्वेस्ट मंज़ूर करें या मना करें।',
  'Choose your bank from the list.': 'सूची से अपना बैंक चुनें।',
  'Fill in every card field.': 'कार्ड की सारी जानकारी भरें।',
  'Check the card details.': 'कार्ड की जानकारी जाँचें।',
  'Enter a valid card number.': 'सही कार्ड नंबर लिखें।',
  'Enter the expiry date as MM/YY.': 'समाप्ति तारीख MM/YY की तरह लिखें।',
  'This card has expired.': 'इस कार्ड की समय-सीमा खत्म हो चुकी है।',
  'Enter the 3 or 4 digit CVV.': '3 या 4 अंकों का CVV लिखें।',
  'Enter the name on the card.': 'कार्ड पर लिखा नाम लिखें।',
};
