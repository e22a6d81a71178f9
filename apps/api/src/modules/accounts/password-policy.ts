import { judgePassword, type PasswordOwner } from '@store/shared/password-strength';
import { InvalidInput } from '../../lib/errors';

/** The server is the authority: the browser's checks are a courtesy, this one decides. */
export function assertStrongPassword(password: string, owner: PasswordOwner): void {
  const { problem } = judgePassword(password, owner);
  if (problem) throw new InvalidInput(problem, { password: problem });
}
