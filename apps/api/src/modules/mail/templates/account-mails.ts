import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

export interface AccountForMail {
  name: string;
  /** The one-time link, with its token. */
  link: string;
}

/** After sign-up: welcome, and the link that verifies the address (24 hours). */
export function welcomeMail({ name, link }: AccountForMail): RenderedMail {
  const words = 'Please confirm that this is your email address. The link works once, for 24 hours.';
  const buying = 'You can browse and buy designs straight away; confirming helps us reach you about your orders.';
  return {
    subject: 'Welcome! Please verify your email address',
    html: renderHtml({
      heading: `Welcome, ${name}`,
      blocks: [paragraph(escapeHtml(words)), paragraph(escapeHtml(buying))],
      action: { label: 'Verify my email address', href: link },
    }),
    text: [`Welcome, ${name}`, '', words, buying, '', `Verify your email address: ${link}`].join('\n'),
  };
}

/** "Resend verification email": a new link, nothing else. */
export function verifyEmailMail({ name, link }: AccountForMail): RenderedMail {
  const words = 'Here is a new link to confirm your email address. It works once, for 24 hours.';
  return {
    subject: 'Verify your email address',
    html: renderHtml({
      heading: `Hello ${name}`,
      blocks: [paragraph(escapeHtml(words))],
      action: { label: 'Verify my email address', href: link },
    }),
    text: [`Hello ${name}`, '', words, '', `Verify your email address: ${link}`].join('\n'),
  };
}

/** "Forgot password?": the reset link (30 minutes, once), and what to do if it was not them. */
export function passwordResetMail({ name, link }: AccountForMail): RenderedMail {
  const words = 'We received a request to reset the password of your account. The link works once, for 30 minutes.';
  const notYou = 'If you did not ask for this, ignore this mail: your password stays as it is.';
  return {
    subject: 'Reset your password',
    html: renderHtml({
      heading: `Hello ${name}`,
      blocks: [paragraph(escapeHtml(words)), paragraph(escapeHtml(notYou))],
      action: { label: 'Choose a new password', href: link },
    }),
    text: [`Hello ${name}`, '', words, '', `Choose a new password: ${link}`, '', notYou].join('\n'),
  };
}

const indiaTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** After a password change: when, and what to do if it was not them (every session has already ended). */
export function passwordChangedMail({
  name,
  changedAt,
  publicUrl,
}: {
  name: string;
  changedAt: string;
  publicUrl: string;
}): RenderedMail {
  const words = `The password of your account was changed on ${indiaTime.format(new Date(changedAt))} (India time), and every device logged in to it was logged out.`;
  const notYou =
    'If this was not you, someone may have your email: choose a new password at once with "Forgot password?" and tell us through the contact page.';
  const reset = `${publicUrl}/forgot-password`;
  return {
    subject: 'Your password was changed',
    html: renderHtml({
      heading: `Hello ${name}`,
      blocks: [paragraph(escapeHtml(words)), paragraph(escapeHtml(notYou))],
      action: { label: 'This was not me: reset my password', href: reset },
    }),
    text: [`Hello ${name}`, '', words, '', notYou, '', `Reset your password: ${reset}`].join('\n'),
  };
}
