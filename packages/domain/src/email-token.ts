import { createHash, createHmac } from 'node:crypto';

/**
 * The secrets of an e-mail token are derived from its row id with the server secret, so the API can store only
 * their hashes and a queued mail job can carry only the id.
 */
export function deriveEmailToken(secret: string, tokenId: string): { token: string; code: string } {
  const mac = createHmac('sha256', secret).update(`email-token:${tokenId}`).digest();
  const token = mac.subarray(0, 24).toString('base64url');
  const code = String(mac.readUInt32BE(24) % 1_000_000).padStart(6, '0');
  return { token, code };
}

/** The stored form of a token or code. Both are high-entropy or attempt-limited, so a plain SHA-256 suffices. */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export const emailTokenLifetimeMs = { verify: 24 * 60 * 60 * 1000, reset: 60 * 60 * 1000 } as const;
export const maxCodeAttempts = 5;
