// A toast lives in the document's body, outside the component a test draws: each test starts without the last one's.
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof document !== 'undefined') document.querySelector('[data-toasts]')?.remove();
});
