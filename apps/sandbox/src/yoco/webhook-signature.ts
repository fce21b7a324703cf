import { createHmac, randomBytes, randomInt } from 'node:crypto';

/** `whsec_` + base64 of 24 to 64 random bytes (the length varies, so a client must not assume one). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(randomInt(24, 65)).toString('base64')}`;
}

/**
 * The `webhook-signature` header value per providers.md 2.8, written here from the spec
 * rather than taken from the standardwebhooks package the product verifies with.
 */
export function signWebhook(secret: string, webhookId: string, timestamp: number, rawBody: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${webhookId}.${timestamp}.${rawBody}`).digest('base64');
  return `v1,${signature}`;
}
