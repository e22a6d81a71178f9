import { describe, expect, it } from 'vitest';
import { fitName, NAME_LINE_HEIGHT, PREVIEW_ASPECT, textWidthEm } from './name-fit';

const slot = { w: 0.5, h: 0.12, case: 'as-typed' as const };

describe('fitting a name into its slot', () => {
  it('fills the height with a short name on one line', () => {
    const fitted = fitName('Om', slot);
    expect(fitted.lines).toEqual(['Om']);
    expect(fitted.fontSize).toBeCloseTo(slot.h / PREVIEW_ASPECT / NAME_LINE_HEIGHT);
  });

  it('never lets a line run wider or the lines taller than the box', () => {
    for (const name of ['Sharma Sweets', 'W'.repeat(40), 'Bright Minds Academy of Science and Arts', 'शर्मा स्वीट्स']) {
      const { lines, fontSize } = fitName(name, slot);
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(textWidthEm(line) * fontSize).toBeLessThanOrEqual(slot.w + 1e-9);
      expect(lines.length * NAME_LINE_HEIGHT * fontSize).toBeLessThanOrEqual(slot.h / PREVIEW_ASPECT + 1e-9);
    }
  });

  it('breaks a long name of several words onto two lines when that is larger', () => {
    const fitted = fitName('Bright Minds Academy of Science and Arts', { w: 0.3, h: 0.3, case: 'as-typed' });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines.join(' ')).toBe('Bright Minds Academy of Science and Arts');
  });

  it('applies the slot case', () => {
    expect(fitName('Sharma Sweets', { ...slot, case: 'upper' }).lines.join(' ')).toBe('SHARMA SWEETS');
  });
});
