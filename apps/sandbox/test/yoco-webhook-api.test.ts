import t from 'tap';
import { formWithButton } from './helpers/html-forms.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';
import { startReceiver, verifyWebhook } from './helpers/yoco-webhook-receiver.ts';

const secretKey = 'sk_test_guidepass_sandbox';
const nowSeconds = () => Math.floor(Date.now() / 1000);

t.test('Yoco webhook registration API', async (t) => {
  const sandbox = await startTestSandbox(t, { yoco: { retryScale: 0.001 } });
  const apiBase = `${sandbox.url}/yoco/api`;

  function api(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    return fetch(`${apiBase}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
    });
  }

  async function register(name: string, url: string): Promise<Record<string, any>> {
    const response = await api('/webhooks', { body: { name, url } });
    if (response.status !== 200) throw new Error(`register answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, any>;
  }

  const list = async () => ((await (await api('/webhooks')).json()) as { subscriptions: Record<string, any>[] }).subscriptions;

  async function pay(): Promise<string> {
    const checkout = (await (await api('/checkouts', { body: { amount: 15000, currency: 'ZAR' } })).json()) as { id: string; redirectUrl: string };
    const form = formWithButton(await (await fetch(checkout.redirectUrl)).text(), 'Pay');
    await fetch(new URL(form.action, sandbox.url), { method: 'POST', body: new URLSearchParams(form.fields), redirect: 'manual' });
    return checkout.id;
  }

  t.beforeEach(async () => {
    for (const { id } of await list()) await api(`/webhooks/${id}`, { method: 'DELETE' });
  });

  t.test('a missing or wrong secret key is 403 on register, list and delete', async (t) => {
    for (const authorization of [undefined, 'Bearer pk_test_guidepass_sandbox', 'Bearer sk_test_someone_else', secretKey]) {
      const headers: Record<string, string> = authorization ? { authorization } : {};
      const attempts = [
        fetch(`${apiBase}/webhooks`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"name":"x","url":"https://app.example/hook"}' }),
        fetch(`${apiBase}/webhooks`, { headers }),
        fetch(`${apiBase}/webhooks/wh_unknown`, { method: 'DELETE', headers }),
      ];
      for (const response of await Promise.all(attempts)) {
        t.equal(response.status, 403, `${authorization ?? 'no key'}: ${response.url}`);
        t.match(await response.json(), { errorCode: String, errorMessage: String });
      }
    }
    t.same(await list(), [], 'nothing registered');
  });

  t.test('registering answers the secret once; the list shows the webhook without it', async (t) => {
    const created = await register('guidepass', 'https://app.example/webhooks/yoco');
    t.match(created, { id: /^wh_/, name: 'guidepass', url: 'https://app.example/webhooks/yoco', mode: 'test', secret: /^whsec_[A-Za-z0-9+/]+={0,2}$/ });
    const bytes = Buffer.from(String(created.secret).slice('whsec_'.length), 'base64').length;
    t.ok(bytes >= 24 && bytes <= 64, `the secret is ${bytes} random bytes`);
    t.same(await list(), [{ id: created.id, name: 'guidepass', url: 'https://app.example/webhooks/yoco', mode: 'test' }]);
    t.not((await register('second', 'https://app.example/other')).secret, created.secret, 'each webhook gets its own secret');
  });

  t.test('bodies without a name or an http(s) url are refused with errorCode and errorMessage', async (t) => {
    const bodies = [
      { url: 'https://app.example/hook' },
      { name: '', url: 'https://app.example/hook' },
      { name: 'x' },
      { name: 'x', url: 'ftp://app.example/hook' },
      { name: 'x', url: 'not a url' },
      { name: 'x', url: 42 },
      [],
      'not json',
    ];
    for (const body of bodies) {
      const response = await api('/webhooks', { body });
      t.equal(response.status, 400, JSON.stringify(body));
      t.match(await response.json(), { errorCode: String, errorMessage: String });
    }
    t.same(await list(), []);
  });

  t.test('delete removes the webhook: it is no longer listed or sent events; an unknown id is 404', async (t) => {
    const receiver = await startReceiver(t);
    const kept = await register('kept', 'https://app.example/kept');
    const removed = await register('removed', receiver.url);
    const deleted = await api(`/webhooks/${removed.id}`, { method: 'DELETE' });
    t.ok(deleted.status >= 200 && deleted.status < 300, `delete answered ${deleted.status}`);
    t.same((await list()).map(({ id }) => id), [kept.id]);
    t.equal((await api(`/webhooks/${removed.id}`, { method: 'DELETE' })).status, 404, 'deleting twice is 404');
    t.equal((await api('/webhooks/wh_unknown', { method: 'DELETE' })).status, 404);

    await pay();
    await new Promise((resolve) => setTimeout(resolve, 100));
    t.equal(receiver.received.length, 0, 'the deleted webhook gets no event');
  });

  t.test('an account has at most 5 webhooks: the 6th is refused until one is deleted', async (t) => {
    const five = [];
    for (let i = 1; i <= 5; i += 1) five.push(await register(`hook ${i}`, `https://app.example/hook/${i}`));
    const sixth = await api('/webhooks', { body: { name: 'hook 6', url: 'https://app.example/hook/6' } });
    t.ok(sixth.status >= 400 && sixth.status < 500, `the 6th answered ${sixth.status}`);
    t.match(await sixth.json(), { errorCode: 'webhook_limit_reached', errorMessage: /at most 5/ });
    t.equal((await list()).length, 5);

    await api(`/webhooks/${five[0]!.id}`, { method: 'DELETE' });
    t.match(await register('hook 6', 'https://app.example/hook/6'), { name: 'hook 6' });
    t.equal((await list()).length, 5);
  });

  t.test('every webhook gets each event, signed with its own secret only', async (t) => {
    const [first, second] = [await startReceiver(t), await startReceiver(t)];
    const one = await register('one', first.url);
    const two = await register('two', second.url);
    const checkoutId = await pay();
    const [toFirst] = await first.waitFor(1);
    const [toSecond] = await second.waitFor(1);
    if (!toFirst || !toSecond) throw new Error('an event is missing');

    t.equal(toFirst.event.id, toSecond.event.id, 'the same event');
    t.equal(toFirst.event.payload.metadata.checkoutId, checkoutId);
    t.equal(verifyWebhook(one.secret, toFirst.headers, toFirst.rawBody, nowSeconds()), 'valid');
    t.equal(verifyWebhook(two.secret, toSecond.headers, toSecond.rawBody, nowSeconds()), 'valid');
    t.equal(verifyWebhook(two.secret, toFirst.headers, toFirst.rawBody, nowSeconds()), 'bad-signature', "the other webhook's secret does not verify");
    t.equal(verifyWebhook(one.secret, toSecond.headers, toSecond.rawBody, nowSeconds()), 'bad-signature');
  });

  t.test('the same Idempotency-Key replays the registration (same id and secret) and registers once', async (t) => {
    const headers = { 'idempotency-key': '3b1f7c2e-1d7a-4e55-9d52-0b0b3c0d9a11' };
    const body = { name: 'guidepass', url: 'https://app.example/webhooks/yoco' };
    const first = await api('/webhooks', { body, headers });
    const again = await api('/webhooks', { body, headers });
    t.equal(first.status, 200);
    t.equal(again.status, 200);
    t.equal(again.headers.get('idempotent-replayed'), 'true');
    t.same(await again.json(), await first.json(), 'the same webhook and secret');
    t.equal((await list()).length, 1, 'registered once');

    const other = await api('/webhooks', { body: { ...body, name: 'another' }, headers });
    t.equal(other.status, 422, 'the same key with another body');
    t.equal((await list()).length, 1);
  });
});
