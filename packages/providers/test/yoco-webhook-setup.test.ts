import t from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { createYocoClient } from '../src/yoco-client.ts';
import { ensureYocoWebhook, yocoWebhookUrl } from '../src/yoco-webhook-setup.ts';

t.test('ensureYocoWebhook registers once, keeps it when run again, and rotates to one new webhook', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const yoco = createYocoClient({ apiBase: `${sandbox.url}/yoco/api`, secretKey: sandboxDefaults.yoco.secretKey });
  const url = yocoWebhookUrl('http://app.test/');
  t.equal(url, 'http://app.test/webhooks/yoco');
  const other = await yoco.registerWebhook({ name: 'someone else', url: 'http://other.test/hook', idempotencyKey: 'other' });

  const first = await ensureYocoWebhook(yoco, { url });
  if (first.outcome !== 'registered') throw new Error('expected a registration');
  t.match(first.webhook, { name: 'guidepass', url, secret: /^whsec_/ });

  const again = await ensureYocoWebhook(yoco, { url });
  t.same(again, { outcome: 'exists', webhooks: [{ id: first.webhook.id, name: 'guidepass', url, mode: 'test' }] });

  const rotated = await ensureYocoWebhook(yoco, { url, rotate: true });
  if (rotated.outcome !== 'registered') throw new Error('expected a registration');
  t.not(rotated.webhook.secret, first.webhook.secret);
  t.same(rotated.replaced.map(({ id }) => id), [first.webhook.id]);
  t.same((await yoco.listWebhooks()).map(({ id }) => id).sort(), [other.id, rotated.webhook.id].sort(), 'one webhook for the app; the other untouched');
});
