import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { createTestDatabase } from '@guidepass/db/testing';
import { createYocoClient } from '@guidepass/providers/yoco-client';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { eventually } from '../harness/eventually.ts';
import { localRedisUrl } from '../harness/redis.ts';
import { startProduct } from '../harness/start-product.ts';
import { assertActivatedOnce } from './assertions.ts';
import { startSystem } from './helper.ts';
import { repoRoot } from '../harness/paths.ts';

const root = repoRoot;
const run = promisify(execFile);

/** `npm run yoco:setup` as an operator runs it, with the product's settings in the environment. */
async function yocoSetup(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'yoco:setup', ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  return stdout;
}

/** The failed run's stderr. */
async function refusedSetup(env: Record<string, string>, ...args: string[]): Promise<string> {
  const error = await yocoSetup(env, ...args).then(
    () => undefined,
    (failure: { stderr: string }) => failure,
  );
  if (!error) throw new Error('expected yoco:setup to fail');
  return error.stderr;
}

const secretIn = (output: string) => /^YOCO_WEBHOOK_SECRET=(whsec_[A-Za-z0-9+/]+={0,2})$/m.exec(output)?.[1];

t.test('npm run yoco:setup registers one webhook and prints its secret; again it keeps it; --rotate leaves one with a new secret', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const apiBase = `${sandbox.url}/yoco/api`;
  const appUrl = 'https://guidepass.example';
  const env = {
    YOCO_SECRET_KEY: sandboxDefaults.yoco.secretKey,
    YOCO_API_BASE: apiBase,
    APP_URL: appUrl,
    // the rest of the product's configuration, which loadConfig checks; the setup does not use it
    DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
    JWT_SECRET: randomBytes(32).toString('base64url'),
  };
  const yoco = createYocoClient({ apiBase, secretKey: sandboxDefaults.yoco.secretKey });
  const webhooks = () => yoco.listWebhooks();

  const first = await yocoSetup(env);
  const secret = secretIn(first);
  t.ok(secret, `a whsec_ secret is printed:\n${first}`);
  const [registered, ...more] = await webhooks();
  t.same(more, [], 'exactly one webhook');
  t.match(registered, { name: 'guidepass', url: `${appUrl}/webhooks/yoco`, mode: 'test' });

  const second = await yocoSetup(env);
  t.match(second, /already sends events to https:\/\/guidepass\.example\/webhooks\/yoco/);
  t.match(second, /--rotate/, 'says how to rotate');
  t.equal(secretIn(second), undefined, 'no secret the second time');
  t.same((await webhooks()).map(({ id }) => id), [registered!.id], 'still exactly the same one webhook');

  const rotated = await yocoSetup(env, '--rotate');
  const newSecret = secretIn(rotated);
  t.ok(newSecret, 'a new secret is printed');
  t.not(newSecret, secret);
  const after = await webhooks();
  t.equal(after.length, 1, 'exactly one webhook after rotating');
  t.not(after[0]!.id, registered!.id, 'the old webhook was deleted');
  t.match(rotated, new RegExp(`Deleted the old webhook ${registered!.id}`));

  t.match(await refusedSetup(env, '--rotat'), /unknown argument --rotat/);
  t.match(await refusedSetup({ ...env, YOCO_SECRET_KEY: 'sk_test_not_this_account' }), /check YOCO_SECRET_KEY/);
  t.equal((await webhooks()).length, 1, 'the refused runs changed nothing');
});

t.test('a Yoco payment is captured by the webhook the product registered at start, without the capture route', async (t) => {
  const system = await startSystem(t);
  const yoco = createYocoClient({ apiBase: system.config.yoco!.apiBase, secretKey: system.config.yoco!.secretKey });
  t.match(await yoco.listWebhooks(), [{ name: 'guidepass', url: `${system.config.appUrl}/webhooks/yoco` }], 'the harness registered one webhook');
  t.equal((await yoco.listWebhooks()).length, 1);
  t.match(system.config.yoco!.webhookSecret, /^whsec_/, 'the product runs with the secret Yoco answered');

  // Held at Yoco first: nothing but the webhook may capture the payment (the test never calls the capture route).
  await system.control('yoco', { webhooks: { hold: true } });
  const member = await system.member();
  const start = (await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token)).body.data;
  await system.yocoDecision(start.redirectUrl, 'pay');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const held = await system.db.selectFrom('payments').select('status').where('id', '=', start.paymentId).executeTakeFirstOrThrow();
  t.equal(held.status, 'created', 'paid at Yoco, but not captured before the webhook arrives');

  await system.control('yoco', {}, '/release');
  const event = await system.eventually(
    () => system.db.selectFrom('webhook_events').select(['type', 'processed_at']).where('provider', '=', 'yoco').executeTakeFirst(),
    (row) => Boolean(row?.processed_at),
  );
  t.match(event, { type: 'payment.succeeded', processed_at: Date }, 'the payment.succeeded event was verified, stored and processed');
  await assertActivatedOnce(t, system, member.uid, start.paymentId);
});

t.test("npm start's child processes: the api runs with the secret of the webhook registered at the sandbox's Yoco", async (t) => {
  const database = await createTestDatabase('guidepass_system');
  t.teardown(() => database.release());
  const product = await startProduct({
    mode: 'child-processes',
    databaseUrl: database.url,
    redisUrl: process.env.REDIS_URL ?? localRedisUrl,
    workers: false,
    queuePrefix: `gps${randomBytes(5).toString('hex')}`,
    env: { LOG_LEVEL: 'silent' },
    output: () => {},
  });
  t.teardown(() => product.stop());
  const yoco = createYocoClient({ apiBase: product.env.YOCO_API_BASE!, secretKey: product.env.YOCO_SECRET_KEY! });
  t.match(await yoco.listWebhooks(), [{ url: `${product.appUrl}/webhooks/yoco` }]);
  t.equal((await yoco.listWebhooks()).length, 1, 'one webhook');
  t.match(product.env.YOCO_WEBHOOK_SECRET, /^whsec_/);

  // Any paid checkout's payment.succeeded reaches the api, which answers 200 only to a signature it verifies.
  const checkout = await yoco.createCheckout({
    amountCents: 15000,
    paymentId: 'not-ours',
    description: 'a checkout the product did not start',
    successUrl: `${product.appUrl}/`,
    cancelUrl: `${product.appUrl}/`,
    failureUrl: `${product.appUrl}/`,
    idempotencyKey: 'child-processes',
  });
  await fetch(`${checkout.redirectUrl}/decision`, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }), redirect: 'manual' });
  const statuses = await eventually(
    async () => {
      const { deliveries } = (await (await fetch(`${product.sandboxUrl}/yoco/_control/deliveries`)).json()) as { deliveries: { status: number | null }[] };
      return deliveries.map((delivery) => delivery.status);
    },
    (found) => found.length > 0,
    10_000,
    100,
  );
  t.same(statuses, [200], 'the api verified the delivery with the secret it was started with');
});
