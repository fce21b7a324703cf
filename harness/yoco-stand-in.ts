import { yocoWebhookUrl } from '@guidepass/providers/yoco-webhook-setup';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { harnessStandIn } from './stand-in.ts';
import { registerStandInYocoWebhook } from './yoco-webhook.ts';

/**
 * Yoco against its stand-in: the checkout API at /yoco/api; the app's webhook is registered through Yoco's API once
 * the sandbox is up (harness/yoco-webhook.ts), as `npm run yoco:setup` does, and the product gets the secret Yoco answers.
 */
export const yocoStandIn = harnessStandIn({
  name: 'yoco',
  configuredBy: 'YOCO_SECRET_KEY',
  settings: ({ sandboxUrl, appUrl }) => ({
    product: { YOCO_SECRET_KEY: sandboxDefaults.yoco.secretKey, YOCO_API_BASE: `${sandboxUrl}/yoco/api` },
    webhooks: { webhookUrl: yocoWebhookUrl(appUrl) },
  }),
  sandboxProcessEnv: () => ({}),
  sandboxOptions: (_webhooks, fast) => (fast ? { retryScale: 0.001 } : undefined),
  onceSandboxIsUp: (up) => registerStandInYocoWebhook(up),
});
