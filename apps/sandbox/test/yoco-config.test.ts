import t from 'tap';
import { readSandboxConfig } from '../src/config.ts';
import { startSandbox } from '../src/start-sandbox.ts';

const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

t.test('without SANDBOX_YOCO_* variables the Yoco config is left to the defaults', async (t) => {
  t.equal(readSandboxConfig({}).yoco, undefined);
});

t.test('SANDBOX_YOCO_SECRET_KEY sets the key', async (t) => {
  t.same(readSandboxConfig({ SANDBOX_YOCO_SECRET_KEY: 'sk_live_custom' }).yoco, { secretKey: 'sk_live_custom' });
});

t.test('invalid Yoco variables fail naming the variable', async (t) => {
  t.throws(() => readSandboxConfig({ SANDBOX_YOCO_SECRET_KEY: 'pk_test_abc' }), { message: /SANDBOX_YOCO_SECRET_KEY/ });
});

t.test('the old webhook back door is refused: webhooks are registered through the API, as at Yoco', async (t) => {
  t.throws(() => readSandboxConfig({ SANDBOX_YOCO_WEBHOOK_URL: 'http://127.0.0.1:3000/webhooks/yoco' }), { message: /SANDBOX_YOCO_WEBHOOK_URL.*POST \/yoco\/api\/webhooks/ });
  t.throws(() => readSandboxConfig({ SANDBOX_YOCO_WEBHOOK_SECRET: secret }), { message: /SANDBOX_YOCO_WEBHOOK_SECRET/ });
});

t.test('startSandbox refuses bad yoco options before listening', async (t) => {
  await t.rejects(startSandbox({ yoco: { secretKey: 'secret' } }), { message: /yoco\.secretKey/ });
  await t.rejects(startSandbox({ yoco: { retryScale: -1 } }), { message: /yoco\.retryScale/ });
});
