import { describe, expect, it } from 'vitest';
import { acceptedBusinessName, BUSINESS_NAME_MESSAGES } from '../business-name-rule';
import { businessNameSchema } from './business-name';

const messageFor = (name: string) => {
  const result = businessNameSchema.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('business name rule', () => {
  it("accepts letters of any script, digits, spaces and & . , ' - after trimming", () => {
    expect(businessNameSchema.parse('  Sharma Sweets  ')).toBe('Sharma Sweets');
    expect(businessNameSchema.parse('शर्मा स्वीट्स')).toBe('शर्मा स्वीट्स');
    expect(businessNameSchema.parse("D'Souza & Sons, No. 1 - Goa")).toBe("D'Souza & Sons, No. 1 - Goa");
    expect(businessNameSchema.parse('Café   24')).toBe('Café 24');
  });

  it('counts characters, not UTF-16 units: 40 Devanagari letters pass, 41 do not', () => {
    expect(acceptedBusinessName('क'.repeat(40))).toBe('क'.repeat(40));
    expect(messageFor('क'.repeat(41))).toBe(BUSINESS_NAME_MESSAGES.tooLong);
    expect(messageFor('a'.repeat(41))).toBe(BUSINESS_NAME_MESSAGES.tooLong);
  });

  it('refuses empty and all-space names', () => {
    expect(messageFor('')).toBe(BUSINESS_NAME_MESSAGES.required);
    expect(messageFor('     ')).toBe(BUSINESS_NAME_MESSAGES.required);
  });

  it('refuses markup, control characters, direction overrides and other symbols', () => {
    for (const name of [
      '<b>Shop</b>',
      'Shop\u0000',
      'Shop\nTwo',
      'Shop\t1',
      '\u202EpohS',
      'Shop\u2066',
      'Shop 😀',
      'a"b',
    ]) {
      expect(messageFor(name), JSON.stringify(name)).toBe(BUSINESS_NAME_MESSAGES.characters);
    }
  });
});
