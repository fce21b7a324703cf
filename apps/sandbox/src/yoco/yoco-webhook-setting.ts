import { randomUUID } from 'node:crypto';
import type { SandboxUp } from '../product-wiring.ts';

/** One call to the Yoco stand-in's API with the product's key; answers its JSON body (none for a 204). */
async function callYocoApi(apiBase: string, secretKey: string, path: string, init: { method?: string; body?: object } = {}) {
  const response = await fetch(`${apiBase}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${secretKey}`,
      ...(init.body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`the Yoco stand-in answered ${response.status} to ${init.method ?? 'GET'} ${path}`);
  return response.status === 204 ? undefined : ((await response.json()) as Record<string, unknown>);
}

/**
 * What `npm run yoco:setup -- --rotate` does, against the sandbox just started, spoken here to the stand-in's own API
 * (POST, GET and DELETE /webhooks; the sandbox shares no code with the product's Yoco client): registers the app's
 * webhook, then deletes older ones at the same address, and answers the product's configuration with the secret the
 * registration answered (YOCO_WEBHOOK_SECRET), so the product meets Yoco's webhook API as it would in production.
 * Nothing when the caller configured Yoco itself.
 */
export async function registerStandInYocoWebhook(up: SandboxUp<{ webhookUrl: string }>): Promise<{ YOCO_WEBHOOK_SECRET?: string }> {
  const webhook = up.webhooks;
  const { YOCO_API_BASE: apiBase, YOCO_SECRET_KEY: secretKey } = up.env;
  if (!webhook || !apiBase || !secretKey) return {};
  const listed = (await callYocoApi(apiBase, secretKey, '/webhooks'))?.subscriptions as { id: string; url: string }[];
  const older = listed.filter((subscription) => subscription.url === webhook.webhookUrl);
  const registered = await callYocoApi(apiBase, secretKey, '/webhooks', { method: 'POST', body: { name: 'guidepass', url: webhook.webhookUrl } });
  const secret = registered?.secret;
  if (typeof secret !== 'string') throw new Error(`the Yoco stand-in answered no secret for the webhook at ${webhook.webhookUrl}`);
  for (const subscription of older) await callYocoApi(apiBase, secretKey, `/webhooks/${encodeURIComponent(subscription.id)}`, { method: 'DELETE' });
  return { YOCO_WEBHOOK_SECRET: secret };
}
