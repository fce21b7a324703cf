import t from 'tap';
import { readSandboxConfig } from '../src/config.ts';

t.test('without SANDBOX_PAYPAL_* variables the PayPal config is left to the defaults', async (t) => {
  t.equal(readSandboxConfig({}).paypal, undefined);
});

t.test('SANDBOX_PAYPAL_* variables set the client and the pre-registered webhook', async (t) => {
  const config = readSandboxConfig({
    SANDBOX_PAYPAL_CLIENT_ID: 'pp-id',
    SANDBOX_PAYPAL_CLIENT_SECRET: 'pp-secret',
    SANDBOX_PAYPAL_WEBHOOK_URL: 'http://127.0.0.1:4000/webhooks/paypal?x=1',
    SANDBOX_PAYPAL_WEBHOOK_ID: 'WH-LOCAL',
  });
  t.same(config.paypal, {
    clientId: 'pp-id',
    clientSecret: 'pp-secret',
    webhookUrl: 'http://127.0.0.1:4000/webhooks/paypal?x=1',
    webhookId: 'WH-LOCAL',
  });
  t.same(readSandboxConfig({ SANDBOX_PAYPAL_WEBHOOK_URL: 'https://api.example.test/hook' }).paypal, { webhookUrl: 'https://api.example.test/hook' });
});

t.test('invalid PayPal variables fail naming the variable', async (t) => {
  t.throws(() => readSandboxConfig({ SANDBOX_PAYPAL_WEBHOOK_URL: 'ftp://x' }), { message: /SANDBOX_PAYPAL_WEBHOOK_URL/ });
  t.throws(() => readSandboxConfig({ SANDBOX_PAYPAL_WEBHOOK_ID: 'WH-1' }), { message: /SANDBOX_PAYPAL_WEBHOOK_ID/ });
});
