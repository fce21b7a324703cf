import { randomUUID } from 'node:crypto';
import type { RegisteredYocoWebhook, YocoClient, YocoWebhook } from './yoco-client.ts';

/** Where the api receives Yoco's events (apps/api/src/routes/webhooks), under APP_URL. */
export const yocoWebhookUrl = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}/webhooks/yoco`;

/** The name the app's webhook is registered under, as the Yoco app shows it. */
export const yocoWebhookName = 'guidepass';

/** What ensureYocoWebhook found or did: a webhook already there (its secret unreadable), or a new one and its secret. */
export type YocoWebhookSetup =
  | { outcome: 'exists'; webhooks: YocoWebhook[] }
  | { outcome: 'registered'; webhook: RegisteredYocoWebhook; replaced: YocoWebhook[] };

/**
 * Makes sure Yoco sends its events to `url` (providers.md §2.6), for `npm run yoco:setup` and the harness. A webhook
 * already pointing there is kept: Yoco shows a secret only when registering, so running again changes nothing.
 * With `rotate` a new webhook is registered and only then the old ones at `url` deleted, so a failed registration
 * leaves the working one in place.
 */
export async function ensureYocoWebhook(yoco: YocoClient, options: { url: string; rotate?: boolean }): Promise<YocoWebhookSetup> {
  const existing = (await yoco.listWebhooks()).filter((webhook) => webhook.url === options.url);
  if (existing.length > 0 && !options.rotate) return { outcome: 'exists', webhooks: existing };
  const webhook = await yoco.registerWebhook({ name: yocoWebhookName, url: options.url, idempotencyKey: randomUUID() });
  for (const old of existing) await yoco.deleteWebhook(old.id);
  return { outcome: 'registered', webhook, replaced: existing };
}
