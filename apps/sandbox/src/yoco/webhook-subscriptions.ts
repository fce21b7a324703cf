import type { YocoMode } from './yoco-keys.ts';

/** A receiver of Yoco's events, registered through POST /api/webhooks; its secret signs every delivery to it. */
export interface WebhookSubscription {
  id: string;
  name: string;
  url: string;
  mode: YocoMode;
  secret: string;
}

/** Yoco allows at most 5 webhooks per account (and advises one), providers.md §2.6. */
export const maxWebhookSubscriptions = 5;

/** A subscription as GET /api/webhooks shows it: the secret is only ever in the answer to its registration. */
export function publicSubscription({ id, name, url, mode }: WebhookSubscription) {
  return { id, name, url, mode };
}
