import { createHmac, randomBytes } from 'node:crypto';
import t from 'tap';
import { verifyYocoWebhook } from '../src/yoco-webhook-signature.ts';

const key = randomBytes(32);
const secret = `whsec_${key.toString('base64')}`;
const body = Buffer.from(JSON.stringify({ id: 'evt_1', type: 'payment.succeeded', payload: { id: 'p_1' } }));

function headersFor(raw: Buffer, timestamp: number, signWith = key) {
  const id = 'msg_abc';
  const signature = createHmac('sha256', signWith).update(`${id}.${timestamp}.${raw.toString()}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1a,ignored v1,${signature}` };
}

const now = () => Math.floor(Date.now() / 1000);

t.test('a correctly signed Yoco event verifies', async (t) => {
  t.doesNotThrow(() => verifyYocoWebhook(secret, body, headersFor(body, now())));
});

t.test('another key, a changed body, a stale or future timestamp, or no headers are rejected', async (t) => {
  t.throws(() => verifyYocoWebhook(secret, body, headersFor(body, now(), randomBytes(32))), { name: 'WebhookRejected' });
  t.throws(() => verifyYocoWebhook(secret, Buffer.from(`${body} `), headersFor(body, now())), { name: 'WebhookRejected' });
  t.throws(() => verifyYocoWebhook(secret, body, headersFor(body, now() - 6 * 60)), { name: 'WebhookRejected' });
  t.throws(() => verifyYocoWebhook(secret, body, headersFor(body, now() + 6 * 60)), { name: 'WebhookRejected' });
  t.throws(() => verifyYocoWebhook(secret, body, {}), { name: 'WebhookRejected' });
});
