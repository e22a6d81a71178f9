const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page with a notice as the first thing in its body, outside the app's root element, so the
 * app hydrates untouched. Styled inline: it must not depend on the app's stylesheet.
 */
export function withSiteBanner(html: string, text: string): string {
  const banner =
    '<div id="site-banner" role="note" style="background:#b91c1c;color:#fff;text-align:center;' +
    `padding:6px 12px;font:600 14px/1.4 system-ui,sans-serif">${escapeHtml(text)}</div>`;
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return `${banner}${html}`;
  const end = body.index + body[0].length;
  return `${html.slice(0, end)}${banner}${html.slice(end)}`;
}
