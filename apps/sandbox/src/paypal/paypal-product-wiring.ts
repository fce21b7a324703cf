import { productWiring } from '../product-wiring.ts';
import { paypalDefaults } from './paypal-defaults.ts';
import { trustStandInPaypalRoot } from './paypal-test-root-setting.ts';

/** PayPal against its stand-in: the REST API at /paypal, the webhook the sandbox registers at start, its test root. */
export const paypalProductWiring = productWiring({
  name: 'paypal',
  configuredBy: 'PAYPAL_CLIENT_ID',
  settings({ sandboxUrl, sandboxHttpsUrl, appUrl }) {
    const { clientId, clientSecret, webhookId } = paypalDefaults;
    return {
      product: {
        PAYPAL_CLIENT_ID: clientId,
        PAYPAL_CLIENT_SECRET: clientSecret,
        PAYPAL_API_BASE: `${sandboxUrl}/paypal`,
        PAYPAL_WEBHOOK_ID: webhookId,
        // PayPal's HTTPS host in the sandbox; its test root is trusted once the sandbox is up (paypal-test-root-setting.ts).
        PAYPAL_CERT_HOSTS: new URL(sandboxHttpsUrl).host,
      },
      webhooks: { webhookUrl: `${appUrl}/webhooks/paypal`, webhookId: webhookId as string },
    };
  },
  sandboxProcessEnv: (webhooks) => ({ SANDBOX_PAYPAL_WEBHOOK_URL: webhooks.webhookUrl, SANDBOX_PAYPAL_WEBHOOK_ID: webhooks.webhookId }),
  sandboxOptions: (webhooks, fast) => ({ ...webhooks, ...(fast ? { webhookRetryDelaysMs: [50, 100, 200] } : {}) }),
  onceSandboxIsUp: (up, sandbox) => trustStandInPaypalRoot(up, sandbox?.testRootPem),
});
