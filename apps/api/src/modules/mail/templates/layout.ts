import mjml2html from 'mjml';

/** The store's colours (the web app's brand-600 and slate text). */
const BRAND = '#4f46e5';
const TEXT = '#1e293b';

/** Makes text safe inside HTML: nothing a customer typed becomes markup in a mail. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailBody {
  heading: string;
  /** MJML sections' inner content, built only from escaped values. */
  blocks: string[];
  /** A button: its words and where it goes. */
  action?: { label: string; href: string };
}

/** One column, 600 px at most, readable on a phone: MJML turns it into table HTML that mail clients show. */
export function renderHtml(body: MailBody): string {
  const action = body.action
    ? `<mj-button background-color="${BRAND}" color="#ffffff" href="${escapeHtml(body.action.href)}">${escapeHtml(body.action.label)}</mj-button>`
    : '';
  const source = `<mjml>
  <mj-head>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" color="${TEXT}" /><mj-text font-size="15px" line-height="22px" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f5f9">
    <mj-section background-color="${BRAND}"><mj-column><mj-text color="#ffffff" font-size="20px" font-weight="bold">${escapeHtml(body.heading)}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff"><mj-column>${body.blocks.join('\n')}${action}</mj-column></mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = mjml2html(source, { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`mail template: ${errors[0]?.formattedMessage}`);
  return html;
}

/** A paragraph of already escaped HTML. */
export const paragraph = (html: string) => `<mj-text>${html}</mj-text>`;
