import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type Role = 'customer' | 'admin';

export interface TokenClaims {
  userId: string;
  role: Role;
  version: number;
}

/** Token lifetimes: customers 7 days, admins 12 hours. */
export const TOKEN_LIFETIME: Record<Role, string> = { customer: '7d', admin: '12h' };
const ALGORITHM = 'HS256';

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** Returns the claims of a well-formed, correctly signed, unexpired HS256 token; null otherwise. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  // Imported once: jose would otherwise import raw bytes again for every token it signs or checks.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    issue: async ({ userId, role, version }) =>
      new SignJWT({ role, ver: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(TOKEN_LIFETIME[role])
        .sign(await key),
    async verify(token) {
      try {
        // The algorithm is pinned: "none" and any other algorithm are refused.
        const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM] });
        const { sub, role, ver } = payload;
        if (typeof sub !== 'string' || (role !== 'customer' && role !== 'admin') || !Number.isInteger(ver)) return null;
        return { userId: sub, role, version: ver as number };
      } catch {
        return null;
      }
    },
  };
}
