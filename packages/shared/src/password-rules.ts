/**
 * Password rules the browser and the server share. The dictionary check (zxcvbn) is in
 * password-strength.ts, imported on its own so pages without a password field never load it.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_PASSWORD_SCORE = 3;

/** The hint under a new-password field. */
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  personal: 'Password must not contain your email address, name or username',
  common: 'This password is on a list of common passwords. Please choose another.',
  guessable: 'Password is too easy to guess. Try a longer phrase of a few unrelated words.',
} as const;

/** Spaces before and after do not count towards the length. */
export const isLongEnough = (password: string) => password.trim().length >= MIN_PASSWORD_LENGTH;

// Letters and digits only, so "Ravi.Kumar" is found in "ravikumar-2024".
const folded = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Shorter fragments would refuse ordinary words that happen to contain a short name. */
const MIN_PERSONAL_LENGTH = 4;

export interface PasswordOwner {
  email?: string;
  name?: string;
  username?: string;
}

/** What a password must not contain: the email, its local part, the whole name and the username. */
export function personalWords({ email, name, username }: PasswordOwner): string[] {
  const words = [email, email?.split('@')[0], name, username].map((word) => folded(word ?? ''));
  return [...new Set(words.filter((word) => word.length >= MIN_PERSONAL_LENGTH))];
}

export function containsPersonalWord(password: string, owner: PasswordOwner): boolean {
  const candidate = folded(password);
  return personalWords(owner).some((word) => candidate.includes(word));
}
