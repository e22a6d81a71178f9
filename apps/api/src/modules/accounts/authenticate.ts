import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Role, TokenService } from './tokens';
import { findUserById, type UserRow } from './users.repository';

export interface AuthContext {
  user: UserRow;
  role: Role;
}

/**
 * Resolves a Bearer token to its user. The user is re-read on every request, so a
 * logout (token version), a deleted account or a removed admin right takes effect at once.
 */
export async function authenticate(
  db: Kysely<Database>,
  tokens: TokenService,
  authorization: string | undefined,
): Promise<AuthContext | null> {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const claims = await tokens.verify(match[1]);
  if (!claims) return null;
  const user = await findUserById(db, claims.userId);
  if (!user || user.token_version !== claims.version) return null;
  if (claims.role === 'admin' && user.is_admin !== 1) return null;
  return { user, role: claims.role };
}
