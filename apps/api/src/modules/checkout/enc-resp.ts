import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * `encResp`: an opaque, tamper-proof token naming an order and when the link was made (AES-256-GCM
 * with a key derived from the server secret). It proves nothing about payment; the server checks the order itself.
 */
export interface EncRespCodec {
  encode(orderId: string, issuedAt?: Date): string;
  /**
   * The order id and the link's time (ms; 0 for links made before links carried one), or null for
   * anything malformed, altered or signed with another secret.
   */
  decode(token: string): { orderId: string; issuedAt: number } | null;
}

export function createEncRespCodec(serverSecret: string): EncRespCodec {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'enc-resp', 'order token v1', 32));
  return {
    encode(orderId, issuedAt = new Date()) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([
        cipher.update(JSON.stringify({ o: orderId, t: issuedAt.getTime() }), 'utf8'),
        cipher.final(),
      ]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    decode(token) {
      if (!/^[A-Za-z0-9_-]{40,1000}$/.test(token)) return null;
      const raw = Buffer.from(token, 'base64url');
      // Only the canonical spelling counts: base64 decoding ignores stray trailing characters.
      if (raw.length < 12 + 16 + 2 || raw.toString('base64url') !== token) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
          'utf8',
        );
        const parsed = JSON.parse(plain) as { o?: unknown; t?: unknown };
        if (typeof parsed.o !== 'string') return null;
        return { orderId: parsed.o, issuedAt: typeof parsed.t === 'number' ? parsed.t : 0 };
      } catch {
        return null;
      }
    },
  };
}
