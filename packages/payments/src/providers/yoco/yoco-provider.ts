import type { Config } from '@guidepass/config';
import { createYocoClient, type YocoClient } from '@guidepass/providers/yoco-client';
import { verifyYocoWebhook } from '@guidepass/providers/yoco-webhook-signature';
import type { WebhookCheck } from '../../payment-gateway.ts';
import { yocoEvents, yocoGateway } from './yoco-gateway.ts';

declare module '../../provider-clients.ts' {
  interface ProviderClients {
    yoco?: YocoClient | null;
  }
}

/** Yoco in the provider list (provider-list.ts): its client, its webhook check, its adapter and event reader. */
export const yocoProvider = {
  name: 'yoco',
  client: ({ yoco }: Pick<Config, 'yoco'>): YocoClient | null => (yoco ? createYocoClient({ apiBase: yoco.apiBase, secretKey: yoco.secretKey }) : null),
  /** Checked against the webhook secret. */
  webhookCheck: ({ yoco }: Pick<Config, 'yoco'>): WebhookCheck | null =>
    yoco?.webhookSecret ? ({ headers, body }) => verifyYocoWebhook(yoco.webhookSecret!, body, headers) : null,
  gateway: ({ yoco, webhookChecks }: { yoco?: YocoClient | null; webhookChecks?: Partial<Record<string, WebhookCheck | null>> }) =>
    yoco ? yocoGateway(yoco, webhookChecks?.yoco ?? null) : null,
  events: yocoEvents,
} as const;
