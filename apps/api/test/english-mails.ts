/**
 * The customer mails as the store wrote them before mails had a language (rendered from the inputs in
 * customer-mail-words.test.ts), byte for byte: the subject, the text and a SHA-256 of the HTML.
 */
export const ENGLISH_MAILS: Record<string, { kind?: string; subject: string; text: string; htmlSha256: string }> = {
  welcome: {
    subject: 'Welcome! Please verify your email address',
    text: 'Welcome, Asha Rao\n\nPlease confirm that this is your email address. The link works once, for 24 hours.\nYou can browse and buy designs straight away; confirming helps us reach you about your orders.\n\nVerify your email address: https://shop.example.in/verify-email?token=abc',
    htmlSha256: 'b5c26e9b3fb7072e6b82c0e7aacace88da143116a560b776cb474a9099823c60',
  },
  verify: {
    subject: 'Verify your email address',
    text: 'Hello Asha Rao\n\nHere is a new link to confirm your email address. It works once, for 24 hours.\n\nVerify your email address: https://shop.example.in/verify-email?token=abc',
    htmlSha256: '76c76750e8ebec59642522e66f62457b0d55ced00d9e6bd5b821e5aacf3ef031',
  },
  reset: {
    subject: 'Reset your password',
    text: 'Hello Asha Rao\n\nWe received a request to reset the password of your account. The link works once, for 30 minutes.\n\nChoose a new password: https://shop.example.in/verify-email?token=abc\n\nIf you did not ask for this, ignore this mail: your password stays as it is.',
    htmlSha256: '5b2664f0da7c5113a3cfc1641d57a8e3e66bf4e41c5873f8eefeefa664cfc474',
  },
  changed: {
    subject: 'Your password was changed',
    text: 'Hello Asha Rao\n\nThe password of your account was changed on 25 November 2026 at 4:00 pm (India time), and every device logged in to it was logged out.\n\nIf this was not you, someone may have your email: choose a new password at once with "Forgot password?" and tell us through the contact page.\n\nReset your password: https://shop.example.in/forgot-password',
    htmlSha256: '95aac118a45cbb3a042e7bf2eefeff03cf4f442b929c968d9b5822a024b1d33f',
  },
  exportReady: {
    subject: 'Your data archive is ready',
    text: 'Hello Asha Rao\n\nThe archive of your data you asked for is ready. Download it from the Privacy section of your dashboard while logged in, until 2 December 2026 at 4:00 pm (India time); then it is deleted.\nIt holds a JSON file for each kind of data we keep about you, and the files themselves.\n\nOpen your dashboard: https://shop.example.in/user-dashboard#privacy',
    htmlSha256: '32d12b2be833a8c5bf7f0bb3dc6f57b8eae0e5f1668a79d80bda39aa73ff7ed0',
  },
  erasureLink: {
    subject: 'Confirm the erasure of your account',
    text: 'Hello Asha Rao\n\nYou asked us to erase your account. Follow the link to confirm it; it works once, until 26 November 2026 at 4:00 pm (India time). Erasure cannot be undone.\n\nYou agreed that this work ends without a refund when you confirm:\nPRJ-0001: Chai & Chaat Corner\nGrowth plan, running until 2027-01-31\n\nErase my account: https://shop.example.in/erase-account?token=abc\n\nIf you did not ask for this, ignore this mail and change your password: nothing is erased without the link.',
    htmlSha256: 'cc28c335493deaeffe504c4b9ee325e53c04fb45200b73ad986fd5ac61779b91',
  },
  erased: {
    subject: 'Your account has been erased',
    text: 'Goodbye Asha Rao\n\nYour account has been erased. This is the last mail we send to this address.\n\nWhat we erased:\n- Your name, email address and password: the account can no longer be used to log in.\n- The email and phone number on your orders, and every detail of orders never invoiced.\n- Your briefs, logos, pictures and project messages, and the websites’ contact details.\n- Messages you sent with the contact form from this address.\n- The address and text of the mails we sent you (this mail’s soon after it is sent).\n- Your data archives, and the address on your consents.\n\nWhat we keep, and why:\n- Tax invoices and credit notes as issued, with the name, billing address, state and GSTIN printed on them, and the order lines behind them. Why: The CGST Act, section 36, requires keeping them for 72 months from the due date of the annual return for their year.\n- Your orders’ amounts and lines, and the projects and plan months bought with them, under “Erased customer”. Why: The shop’s accounts and the kept invoices refer to them.\n- Your consents: what you agreed to and withdrew, when, and under which notice, without your address. Why: The store must be able to prove the consent it relied on (DPDP Act, section 6(10)).',
    htmlSha256: 'ce1cd51ab523144998d5c7ce8847829873eddbc279479b14656bb8c06de41e5f',
  },
  unpaidFailed: {
    subject: 'Payment for order ORD-20261126-0001 did not go through',
    text: 'Your order is not paid yet, Asha Rao\n\nOrder ORD-20261126-0001 (₹11,797.64): The payment was not completed, and no money was taken for it.\nYour designs are still in your cart on this device. You can pay again whenever you are ready.\n\nBack to your cart: https://shop.example.in/checkout',
    htmlSha256: 'a6e379818e8459aa4bab6c10aa45bdc361e5c7d10747b6d98d47f0c4b2165ecd',
  },
  unpaidExpired: {
    subject: 'Order ORD-20261126-0001 expired before payment',
    text: 'Your order is not paid yet, Asha Rao\n\nOrder ORD-20261126-0001 (₹11,797.64): The time to pay ran out before a payment arrived, and no money was taken for it.\nYour designs are still in your cart on this device. You can pay again whenever you are ready.\n\nBack to your cart: https://shop.example.in/checkout',
    htmlSha256: '7f389f432e1a777931a900d24f313a9bafd2d6768440e7d6cef57e2456df8ad8',
  },
  refundFull: {
    subject: 'Refund of ₹11,797.64 for order ORD-20261126-0001',
    text: 'Your order is refunded, Asha Rao\n\nWe have refunded ₹11,797.64 for order ORD-20261126-0001 to the way you paid. Your bank or card issuer usually shows it within 3-5 working days.\nThe credit note for the refund is attached, and it is in My Orders too.\n\nSee my orders: https://shop.example.in/my-orders',
    htmlSha256: '5ba8f572ddd3deab484cf8f8e1a82326b8bfba28aab3ac90980f11e2ff5011ac',
  },
  refundPartial: {
    subject: 'Refund of ₹5,898.82 for order ORD-20261126-0001',
    text: 'Part of your order is refunded, Asha Rao\n\nWe have refunded ₹5,898.82 for order ORD-20261126-0001 to the way you paid. The rest of the order stands as it was. Your bank or card issuer usually shows it within 3-5 working days.\nThe credit note for the refund is attached, and it is in My Orders too.\n\nSee my orders: https://shop.example.in/my-orders',
    htmlSha256: '8a4da7636c1e34d9ea0846c5260a20d25060894b57bb142cc14c5ce8b4e21b02',
  },
  planReminder: {
    subject: 'Your Growth plan ends on 31 January 2027',
    text: 'Your plan ends soon, Asha Rao\n\nYour Growth plan runs until 31 January 2027.\nRenewing keeps your posts going and your ad credit of ₹3,500 a month.\nMonths you buy now start the day after it ends, so nothing is lost by renewing early.\n\nRenew my plan: https://shop.example.in/my-plans',
    htmlSha256: 'dc6cc5f27cd6d11b16c464f1283609adaea635ac86a84e1acf48d5f4b16e54db',
  },
  enquiry: {
    subject: 'We have your message: ENQ-20261126-0001',
    text: 'Hello Asha Rao,\n\nWe have your message about Complaint. Your reference number is ENQ-20261126-0001.\nWe will reply within 48 hours, by 27 November 2026 at 4:00 pm (India time).\nAs this is a complaint, we will resolve it by 25 December 2026 at 4:00 pm at the latest.\nQuote the reference number if you write to us again.\n\nYour message:\nThe preview <b>is</b> late.\nPlease call.\n\nContact us: https://shop.example.in/contactus',
    htmlSha256: '93e21e96114c4d64b96c37c879859260b089d26be9cb6b78de6617e355c9a938',
  },
  enquiryPlan: {
    subject: 'We have your message: ENQ-20261126-0002',
    text: 'Hello Asha Rao,\n\nWe have your message about Marketing plan (Growth plan). Your reference number is ENQ-20261126-0002.\nWe will reply within 48 hours, by 27 November 2026 at 4:00 pm (India time).\nQuote the reference number if you write to us again.\n\nYour message:\nTell me more.\n\nContact us: https://shop.example.in/contactus',
    htmlSha256: '8094ad09df40992e2160298135f97ae11687e3c360d5328265159d21bda7d5d2',
  },
  'project brief-reminder design': {
    kind: 'project-brief-reminder',
    subject: 'Your brief for Chai & Chaat Corner (PRJ-0001)',
    text: 'Hello Asha Rao,\n\nWe are waiting for your brief to start on your website.\n\nOpen your project: https://shop.example.in/projects/p1',
    htmlSha256: '065b819daf2ebc3121700d86896033781638ecaf0828b2bf99446e6d827c7904',
  },
  'project brief-reminder plan_month': {
    kind: 'project-brief-reminder',
    subject: 'Your brief for Chai & Chaat Corner (PRJ-0001)',
    text: "Hello Asha Rao,\n\nWe are waiting for your brief to start on this month's marketing.\n\nOpen your project: https://shop.example.in/projects/p1",
    htmlSha256: 'b46836176fe910ca90e31c27a9c7b9e54518dfcff337f42be6cb1a16611c04d4',
  },
  'project IN_REVIEW design': {
    kind: 'project-in-review',
    subject: 'Preview ready: Chai & Chaat Corner (PRJ-0001)',
    text: 'Hello Asha Rao,\n\nA preview of your website is ready for your review.\n\nOpen your project: https://shop.example.in/projects/p1',
    htmlSha256: '0bb28bac0419ef9e384aa0b910c4512a370a92d5a9118f36129a670c2e6817c1',
  },
  'project IN_REVIEW plan_month': {
    kind: 'project-in-review',
    subject: 'Preview ready: Chai & Chaat Corner (PRJ-0001)',
    text: "Hello Asha Rao,\n\nA preview of this month's marketing is ready for your review.\n\nOpen your project: https://shop.example.in/projects/p1",
    htmlSha256: '4d5e2bbf744da9c7449e5059779d3d05aec7581e8c1b69fef20a97cc2ca8b74a',
  },
  'project REVISION_REQUESTED design': {
    kind: 'project-revision-requested',
    subject: 'We have your changes: Chai & Chaat Corner (PRJ-0001)',
    text: 'Hello Asha Rao,\n\nWe received your revision request and are on it.\n\nOpen your project: https://shop.example.in/projects/p1',
    htmlSha256: '7cefabd282d641bf74d0a7a1baf362a015ec746ba648c9d9096601d63dad762c',
  },
  'project REVISION_REQUESTED plan_month': {
    kind: 'project-revision-requested',
    subject: 'We have your changes: Chai & Chaat Corner (PRJ-0001)',
    text: 'Hello Asha Rao,\n\nWe received your revision request and are on it.\n\nOpen your project: https://shop.example.in/projects/p1',
    htmlSha256: '7cefabd282d641bf74d0a7a1baf362a015ec746ba648c9d9096601d63dad762c',
  },
  'project DELIVERED design': {
    kind: 'project-delivered',
    subject: 'Delivered: Chai & Chaat Corner (PRJ-0001)',
    text: 'Hello Asha Rao,\n\nYour website is delivered. Not happy? Tell us within 7 days.\n\nOpen your project: https://shop.example.in/projects/p1',
    htmlSha256: 'a0d4dbd46cd837bbe96d34f0318ce4cf4e6d8a14d99ff4e668eb5ebf7832ffa2',
  },
  'project DELIVERED plan_month': {
    kind: 'project-delivered',
    subject: 'Delivered: Chai & Chaat Corner (PRJ-0001)',
    text: "Hello Asha Rao,\n\nThis month's marketing is delivered. Not happy? Tell us within 7 days.\n\nOpen your project: https://shop.example.in/projects/p1",
    htmlSha256: '934ee3db0895cf1fac601a60157690be077901597481771c30971e8e5c6d9fae',
  },
  'project PAUSED design': {
    kind: 'project-paused',
    subject: 'Paused: Chai & Chaat Corner (PRJ-0001)',
    text: 'Hello Asha Rao,\n\nYour project is paused after 7 days without hearing from you. Reply any time to resume it.\n\nOpen your project: https://shop.example.in/projects/p1',
    htmlSha256: '8d4fe18051127e488fe7286a3766e20e8e2a6fc1da760ea705517c1d82b79539',
  },
  'project PAUSED plan_month': {
    kind: 'project-paused',
    subject: 'Paused: Chai & Chaat Corner (PRJ-0001)',
    text: 'Hello Asha Rao,\n\nYour project is paused after 7 days without hearing from you. Reply any time to resume it.\n\nOpen your project: https://shop.example.in/projects/p1',
    htmlSha256: '8d4fe18051127e488fe7286a3766e20e8e2a6fc1da760ea705517c1d82b79539',
  },
  'project CANCELLED design': {
    kind: 'project-cancelled',
    subject: 'Order refunded, work stopped: Chai & Chaat Corner (PRJ-0001)',
    text: 'Hello Asha Rao,\n\nYour order ORD-20261126-0001 was refunded, so we have stopped work on your website and closed this project.\nIf you did not expect this, reply to this mail or write to us from the contact page.\n\nOpen your project: https://shop.example.in/projects/p1',
    htmlSha256: 'e422cf41a1b21057128ac87e50dd3d7105e40eb6dc048365ee70317aaf048cb5',
  },
  'project CANCELLED plan_month': {
    kind: 'project-cancelled',
    subject: 'Order refunded, work stopped: Chai & Chaat Corner (PRJ-0001)',
    text: "Hello Asha Rao,\n\nYour order ORD-20261126-0001 was refunded, so we have stopped work on this month's marketing and closed this project.\nIf you did not expect this, reply to this mail or write to us from the contact page.\n\nOpen your project: https://shop.example.in/projects/p1",
    htmlSha256: '24394f6368dd2425afe66ae1b3776621a98de20661ff2e8db18589fbe9761230',
  },
};
