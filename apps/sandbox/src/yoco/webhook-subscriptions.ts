import type { YocoSettings } from './yoco-options.ts';
import { randomYocoId } from './yoco-ids.ts';
import type { YocoMode } from './yoco-keys.ts';

/** A receiver of Yoco's events, as POST /api/webhooks would register it; its secret signs every delivery. */
export interface WebhookSubscription {
  id: string;
  name: string;
  url: string;
  mode: YocoMode;
  secret: string;
}

/** The subscription registered at start (options webhookUrl and webhookSecret), so the product knows its secret. */
export function preregisteredSubscriptions(settings: YocoSettings): WebhookSubscription[] {
  if (!settings.webhook) return [];
  return [{ id: randomYocoId('wh'), name: 'sandbox-preregistered', mode: settings.mode, ...settings.webhook }];
}
