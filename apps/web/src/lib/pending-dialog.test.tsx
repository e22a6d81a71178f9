// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../components/ui/modal';
import { Spinner } from '../components/ui/spinner';
import { installPageControls } from './page-controls';
import { openPendingDialog, PENDING_DIALOG_ATTRIBUTE, PENDING_DIALOG_TEMPLATE_ID } from './pending-dialog';

const page = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const templateHtml = /<template id="pending-dialog">([\s\S]*?)<\/template>/.exec(page)?.[1] ?? '';

/** Every element's tag and classes in document order: what the dialog looks like. */
const shape = (root: Element) =>
  [root, ...root.querySelectorAll('*')].map(
    (element) => `${element.tagName.toLowerCase()} ${element.getAttribute('class') ?? ''}`,
  );

function installTemplate() {
  const template = document.createElement('template');
  template.id = PENDING_DIALOG_TEMPLATE_ID;
  template.innerHTML = templateHtml;
  document.body.append(template);
}

function opener(title = 'Spice Route Kitchen – PDF preview') {
  const button = document.createElement('button');
  button.setAttribute(PENDING_DIALOG_ATTRIBUTE, JSON.stringify([title, 'Loading PDF preview…', 'Close']));
  return button;
}

/** A dialog's close event comes in a task of its own. */
const closed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the page's PDF preview frame", () => {
  it("looks like the app's large Modal with its loading line, element for element", () => {
    expect(templateHtml).not.toBe('');
    const { container } = render(
      <Modal open title="T" size="xl" onClose={() => undefined}>
        <Spinner label="L" />
      </Modal>,
    );
    const appDialog = container.querySelector('dialog');
    const frame = document.createElement('template');
    frame.innerHTML = templateHtml;
    const pageDialog = frame.content.firstElementChild;
    if (!appDialog || !pageDialog) throw new Error('no dialog');
    expect(shape(pageDialog)).toEqual(shape(appDialog));
  });

  it("opens with the button's title, loading line and close label; closed by the visitor, it says so", async () => {
    HTMLDialogElement.prototype.showModal ??= vi.fn();
    installTemplate();
    const pending = openPendingDialog(opener());
    const dialog = document.querySelector('dialog');
    expect(dialog?.hasAttribute('data-pending-dialog')).toBe(true);
    expect(dialog?.querySelector('h2')?.textContent).toBe('Spice Route Kitchen – PDF preview');
    expect(dialog?.querySelector('[role="status"]')?.textContent).toBe('Loading PDF preview…');
    expect(dialog?.querySelector('button')?.getAttribute('aria-label')).toBe('Close');
    expect(pending?.dismissed()).toBe(false);
    // Its close button works as the phone menu's does, without the app.
    installPageControls();
    dialog?.querySelector('button')?.click();
    await closed();
    expect(pending?.dismissed()).toBe(true);
    expect(document.querySelector('dialog')).toBeNull();
    // So does a click on its backdrop (which lands on the dialog itself).
    const again = openPendingDialog(opener());
    document.querySelector('dialog')?.click();
    await closed();
    expect(again?.dismissed()).toBe(true);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('taken away for the app, it does not count as closed by the visitor', async () => {
    installTemplate();
    const pending = openPendingDialog(opener());
    pending?.remove();
    await closed();
    expect(pending?.dismissed()).toBe(false);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('is not opened for a button that asks for none, nor on a page without the template', () => {
    installTemplate();
    expect(openPendingDialog(document.createElement('button'))).toBeUndefined();
    document.body.innerHTML = '';
    expect(openPendingDialog(opener())).toBeUndefined();
  });
});
