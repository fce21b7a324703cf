import { Webhook } from 'standardwebhooks';
import { WebhookRejected } from './webhook-rejected.ts';

/** Yoco signs the Standard Webhooks way; the library checks the HMAC and a 5-minute timestamp tolerance. */
export function verifyYocoWebhook(secret: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): void {
  const pick = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  try {
    new Webhook(secret).verify(rawBody.toString('utf8'), {
      'webhook-id': pick('webhook-id'),
      'webhook-timestamp': pick('webhook-timestamp'),
      'webhook-signature': pick('webhook-signature'),
    });
  } catch (error) {
    throw new WebhookRejected(`Yoco signature rejected: ${(error as Error).message}`);
  }
}
