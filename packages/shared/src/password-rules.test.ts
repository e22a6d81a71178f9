import { describe, expect, it } from 'vitest';
import { containsPersonalWord, isLongEnough, personalWords } from './password-rules';
import { signupInputSchema } from './schemas/accounts';

describe('password rules shared with the browser', () => {
  it('counts the length after trimming', () => {
    expect(isLongEnough('        ')).toBe(false);
    expect(isLongEnough('   abcdefg   ')).toBe(false);
    expect(isLongEnough('abcdefgh')).toBe(true);
  });

  it('ignores case and separators, and fragments shorter than four characters', () => {
    expect(personalWords({ email: 'Al@b.co', name: 'Al' })).toEqual(['albco']);
    expect(containsPersonalWord('Al-B.co 2024', { email: 'al@b.co' })).toBe(true);
    expect(containsPersonalWord('calendar pages', { email: 'al@b.co', name: 'Al' })).toBe(false);
  });

  it('the sign-up schema names the password field for a short or personal password', () => {
    const short = signupInputSchema.safeParse({ name: 'Asha', email: 'asha@example.com', password: '        ' });
    expect(short.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: 'Password must be at least 8 characters',
    });
    const personal = signupInputSchema.safeParse({
      name: 'Asha',
      email: 'asha@example.com',
      password: 'asha@example.com',
    });
    expect(personal.error?.issues).toEqual([
      expect.objectContaining({
        path: ['password'],
        message: 'Password must not contain your email address, name or username',
      }),
    ]);
  });
});
