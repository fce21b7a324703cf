import { productWiring } from '../product-wiring.ts';
import { yocoDefaults } from './yoco-defaults.ts';
import { registerStandInYocoWebhook } from './yoco-webhook-setting.ts';

/**
 * Yoco against its stand-in: the checkout API at /yoco/api; the app's webhook is registered through Yoco's API once
 * the sandbox is up (yoco-webhook-setting.ts), as `npm run yoco:setup` does, and the product gets the secret Yoco answers.
 */
export const yocoProductWiring = productWiring({
  name: 'yoco',
  configuredBy: 'YOCO_SECRET_KEY',
  settings: ({ sandboxUrl, appUrl }) => ({
    product: { YOCO_SECRET_KEY: yocoDefaults.secretKey, YOCO_API_BASE: `${sandboxUrl}/yoco/api` },
    webhooks: { webhookUrl: `${appUrl}/webhooks/yoco` },
  }),
  sandboxProcessEnv: () => ({}),
  sandboxOptions: (_webhooks, fast) => (fast ? { retryScale: 0.001 } : undefined),
  onceSandboxIsUp: (up) => registerStandInYocoWebhook(up),
});
