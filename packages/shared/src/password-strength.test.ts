import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from './password-rules';
import { judgePassword } from './password-strength';

describe('judgePassword', () => {
  it.each(['12345678', 'password', 'iloveyou', 'qwertyuiop', 'password1', 'Password123'])(
    'refuses %s, found in the common-password list',
    (password) => {
      expect(judgePassword(password).problem).toBe(PASSWORD_MESSAGES.common);
    },
  );

  it('refuses eight spaces, and a short password padded with spaces, as too short', () => {
    expect(judgePassword('        ').problem).toBe(PASSWORD_MESSAGES.tooShort);
    expect(judgePassword('  ab1!  ').problem).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it('refuses easily guessed patterns that are not listed word for word', () => {
    expect(judgePassword('aaaaaaaaaaaa').problem).toBe(PASSWORD_MESSAGES.guessable);
    expect(judgePassword('password-123').problem).not.toBeNull();
  });

  it('refuses the email, its local part or the name, also inside a longer password', () => {
    const owner = { email: 'ravi.kumar@example.com', name: 'Ravi Kumar' };
    for (const password of ['ravi.kumar@example.com', 'ravi.kumar', 'RaviKumar', 'my ravi-kumar secret 7']) {
      expect(judgePassword(password, owner).problem, password).toBe(PASSWORD_MESSAGES.personal);
    }
  });

  it('refuses an admin password containing the username', () => {
    expect(judgePassword('storekeeper lantern', { username: 'storekeeper' }).problem).toBe(PASSWORD_MESSAGES.personal);
  });

  it('accepts phrases of unrelated words and random strings', () => {
    for (const password of ['correct horse battery', 'lead admin password', 'owner password 12', 'Tr0ub4dor&3x']) {
      expect(judgePassword(password, { email: 'a@example.com', name: 'A' }), password).toMatchObject({ problem: null });
    }
    expect(judgePassword('correct horse battery').score).toBeGreaterThanOrEqual(3);
  });

  it('scores only the first 64 characters, so a 256-character password cannot hold the server up', () => {
    // Unbounded, matching 256 characters took up to 0.5 s of the event loop; 64 take a tenth of that.
    const strongTail = 'Quiet lantern harbour, amber kite meadow; 7 old maps under a bed';
    expect(judgePassword(strongTail).problem).toBeNull();
    const verdict = judgePassword('a'.repeat(64) + strongTail + 'x'.repeat(128));
    expect(verdict.problem).toBe(PASSWORD_MESSAGES.guessable);
  });
});
