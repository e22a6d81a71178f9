// A toast shown by the page script before the app (and its toast library) has loaded: the library's
// markup, look and timing (top right under the header, full width on a phone, closed when its progress
// bar's animation ends), so a shopper sees the same toast whoever showed it.

const STYLE_ID = 'page-toast-style';
const EXIT_MS = 300;

/** react-toastify's light theme and success toast as the app shows them (its container sits under the 4rem header). */
const CSS = `
.page-toasts{position:fixed;z-index:9999;top:calc(4rem + .75rem);right:max(16px,env(safe-area-inset-right));display:flex;flex-direction:column;align-items:end;box-sizing:border-box}
.page-toasts .Toastify__toast{position:relative;display:flex;align-items:center;box-sizing:border-box;width:320px;min-height:64px;margin-bottom:1rem;padding:14px;overflow:hidden;border-radius:6px;background:#fff;color:#757575;box-shadow:0 4px 12px rgba(0,0,0,.1);font-family:var(--toastify-font-family,sans-serif);word-break:break-word}
.page-toasts .Toastify__toast-body{display:flex;flex:1 1 auto;align-items:center;gap:10px;margin:auto 0}
.page-toasts svg{flex:none;width:20px;height:20px;fill:#07bc0c}
.page-toasts .Toastify__close-button{align-self:flex-start;padding:0;border:0;background:none;color:#000;opacity:.3;cursor:pointer}
.page-toasts .Toastify__progress-bar{position:absolute;bottom:0;left:0;width:100%;height:5px;background:#07bc0c;transform-origin:left;animation:page-toast-progress linear forwards}
.page-toasts .Toastify__toast--exit{opacity:0;transition:opacity ${EXIT_MS}ms}
@keyframes page-toast-progress{from{transform:scaleX(1)}to{transform:scaleX(0)}}
@media (max-width:480px){.page-toasts{left:env(safe-area-inset-left);right:auto;width:100vw}.page-toasts .Toastify__toast{width:100%;margin-bottom:0;border-radius:0}}
[data-page-drawn][data-testid="cart-count"]{position:absolute;top:-.25rem;right:-.25rem;display:flex;min-width:1.25rem;justify-content:center;padding:0 .25rem;border-radius:9999px;background:#f59e0b;color:#020617;font-size:.75rem;font-weight:700}
`;

/** react-toastify's success icon, its points rounded to a hundredth. */
const SUCCESS_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm6.93 8.2-6.85 9.29a1 1 0 0 1-1.43.19l-4.89-3.91a1 1 0 1 1 1.25-1.56l4.08 3.26 6.23-8.45a1 1 0 1 1 1.61 1.18z"/></svg>';

function container(): HTMLElement {
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.append(style);
  }
  let box = document.querySelector<HTMLElement>('.page-toasts');
  if (!box) {
    box = document.createElement('div');
    box.className = 'page-toasts';
    // Outside the app's root: the app draws its own toasts in its own container.
    document.body.append(box);
  }
  return box;
}

/** Shows a success toast with `text` for `ms` milliseconds, newest on top. */
export function showPageToast(text: string, ms: number): void {
  const toast = document.createElement('div');
  toast.className = 'Toastify__toast Toastify__toast--success';
  // As the library marks its toasts: the whole toast is the alert.
  toast.setAttribute('role', 'alert');
  toast.innerHTML = `<div class="Toastify__toast-body">${SUCCESS_ICON}<div></div></div><button type="button" class="Toastify__close-button" aria-label="close">✕</button><div class="Toastify__progress-bar" role="progressbar" aria-hidden="true"></div>`;
  const [body, close, bar] = [...toast.children] as HTMLElement[];
  if (body?.lastElementChild) body.lastElementChild.textContent = text;
  if (bar) bar.style.animationDuration = `${ms}ms`;
  let closed = false;
  const closeToast = () => {
    if (closed) return;
    closed = true;
    toast.classList.add('Toastify__toast--exit');
    setTimeout(() => toast.remove(), EXIT_MS);
  };
  // Timed by the bar's animation, as the library does: the toast closes when the bar has run out.
  bar?.addEventListener('animationend', closeToast);
  close?.addEventListener('click', closeToast);
  container().prepend(toast);
}
