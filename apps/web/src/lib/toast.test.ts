// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import { showToast, TOAST_WORDS_ATTRIBUTE } from './toast';
import { SUCCESS_ICON } from './toast-icons';

const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-toast]')];
const barOf = (toast: HTMLElement) => toast.querySelector<HTMLElement>('[data-toast-bar]');

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows the text as text, as an alert with its kind, timed by its bar', () => {
    showToast('success', '<img src=x onerror=alert(1)> added to cart', 2000, SUCCESS_ICON);
    const [toast] = toasts();
    expect(toast?.getAttribute('role')).toBe('alert');
    expect(toast?.getAttribute('data-toast')).toBe('success');
    expect(toast?.textContent).toBe('<img src=x onerror=alert(1)> added to cart');
    expect(toast?.querySelector('img')).toBeNull();
    expect(toast?.style.getPropertyValue('--toast-ms')).toBe('2000ms');
    expect(document.querySelector('[data-toasts]')?.getAttribute('aria-label')).toBe('Notifications Alt+T');
  });

  it('names its region and close button in the words the page carries, and in English without them', () => {
    const layout = document.createElement('div');
    layout.setAttribute(TOAST_WORDS_ATTRIBUTE, JSON.stringify(['सूचनाएँ', 'बंद करें']));
    document.body.append(layout);
    try {
      notify('success', 'कार्ट में जोड़ा गया');
      expect(document.querySelector('[data-toasts]')?.getAttribute('aria-label')).toBe('सूचनाएँ Alt+T');
      expect(toasts()[0]?.querySelector('[data-toast-close]')?.getAttribute('aria-label')).toBe('बंद करें');
    } finally {
      layout.remove();
    }
    notify('success', 'added to cart');
    expect(document.querySelector('[data-toasts]')?.getAttribute('aria-label')).toBe('Notifications Alt+T');
    expect(toasts()[0]?.querySelector('[data-toast-close]')?.getAttribute('aria-label')).toBe('close');
  });

  it('puts the newest on top, in one container', () => {
    notify('info', 'first');
    notify('error', 'second');
    expect(document.querySelectorAll('[data-toasts]')).toHaveLength(1);
    expect(toasts().map((toast) => toast.textContent)).toEqual(['second', 'first']);
    expect(toasts().map((toast) => toast.getAttribute('data-toast'))).toEqual(['error', 'info']);
  });

  it('takes the spec default of 5000 ms, or the time asked for', () => {
    notify('success', 'saved');
    notify('success', 'added', { autoClose: 2000 });
    expect(toasts().map((toast) => toast.style.getPropertyValue('--toast-ms'))).toEqual(['2000ms', '5000ms']);
  });

  it('closes when its bar runs out, leaving after its exit', () => {
    vi.useFakeTimers();
    showToast('success', 'done', 2000, SUCCESS_ICON);
    const [toast] = toasts() as [HTMLElement];
    barOf(toast)?.dispatchEvent(new Event('animationend'));
    expect(toast.hasAttribute('data-closing')).toBe(true);
    vi.advanceTimersByTime(299);
    expect(toast.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toast.isConnected).toBe(false);
  });

  it('closes from its close button', () => {
    vi.useFakeTimers();
    showToast('success', 'done', 5000, SUCCESS_ICON);
    const [toast] = toasts() as [HTMLElement];
    toast.querySelector<HTMLButtonElement>('button[aria-label="close"]')?.click();
    expect(toast.hasAttribute('data-closing')).toBe(true);
    vi.advanceTimersByTime(300);
    expect(toasts()).toHaveLength(0);
  });

  it('waits while the window has no focus', () => {
    showToast('success', 'done', 5000, SUCCESS_ICON);
    const box = document.querySelector('[data-toasts]');
    window.dispatchEvent(new Event('blur'));
    expect(box?.hasAttribute('data-paused')).toBe(true);
    window.dispatchEvent(new Event('focus'));
    expect(box?.hasAttribute('data-paused')).toBe(false);
  });

  it('takes the keyboard to the newest toast with Alt+T, and waits meanwhile', () => {
    showToast('success', 'older', 5000, SUCCESS_ICON);
    showToast('success', 'newest', 5000, SUCCESS_ICON);
    document.dispatchEvent(new KeyboardEvent('keydown', { altKey: true, code: 'KeyT' }));
    expect(document.activeElement?.closest('[data-toast]')?.textContent).toBe('newest');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('close');
  });

  it('waits when shown while the window has no focus', () => {
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    showToast('info', 'while away', 5000, SUCCESS_ICON);
    expect(document.querySelector('[data-toasts]')?.hasAttribute('data-paused')).toBe(true);
    focus.mockRestore();
    window.dispatchEvent(new Event('focus'));
    expect(document.querySelector('[data-toasts]')?.hasAttribute('data-paused')).toBe(false);
  });
});
