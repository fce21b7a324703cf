import { createYocoClient } from '@guidepass/providers/yoco-client';
import { ensureYocoWebhook } from '@guidepass/providers/yoco-webhook-setup';
import type { SandboxUp } from '../product-wiring.ts';

/**
 * What `npm run yoco:setup -- --rotate` does, against the sandbox just started: registers the app's webhook through
 * Yoco's API and answers the product's configuration with the secret Yoco gave it (YOCO_WEBHOOK_SECRET), so the
 * product meets Yoco's webhook API as it would in production. Nothing when the caller configured Yoco itself.
 */
export async function registerStandInYocoWebhook(up: SandboxUp<{ webhookUrl: string }>): Promise<{ YOCO_WEBHOOK_SECRET?: string }> {
  const webhook = up.webhooks;
  const { YOCO_API_BASE: apiBase, YOCO_SECRET_KEY: secretKey } = up.env;
  if (!webhook || !apiBase || !secretKey) return {};
  const setup = await ensureYocoWebhook(createYocoClient({ apiBase, secretKey }), { url: webhook.webhookUrl, rotate: true });
  if (setup.outcome !== 'registered') throw new Error(`the Yoco stand-in kept an old webhook at ${webhook.webhookUrl}`);
  return { YOCO_WEBHOOK_SECRET: setup.webhook.secret };
}
