// A storm of logins and sign-ups past the hash queue (npm run test:faults): the excess is refused, and only the excess.
import t, { type Test } from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { messages } from '@guidepass/domain/messages';
import { build, json, refreshCookie, signupBody, verifiedMember } from '../apps/api/test/helper.ts';

const password = 'delta-safari-9';

const login = (app: FastifyInstance, email: string, pass: string) => app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: pass } });

function assertBusy(t: Test, response: LightMyRequestResponse, what: string) {
  t.equal(response.headers['retry-after'], '1', `${what}: Retry-After`);
  t.same(json(response).error, { code: 'unavailable', reason: 'server-busy', message: messages.busy }, `${what}: the API's error shape`);
  t.equal(refreshCookie(response), undefined, `${what}: no session cookie`);
}

const sessionCount = async (app: FastifyInstance) => Number((await app.db.selectFrom('sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

t.test('a login flood past the queue limit: the excess is 503 + Retry-After and signs no one in; the rest get their right answer', async (t) => {
  const app = await build(t, { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2' });
  await verifiedMember(app, 'kago@example.com');
  const before = await sessionCount(app);
  const kinds = Array.from({ length: 45 }, (_, i) => (['right', 'wrong', 'unknown'] as const)[i % 3]!);
  const responses = await Promise.all(
    kinds.map((kind) =>
      kind === 'right' ? login(app, 'kago@example.com', password) : kind === 'wrong' ? login(app, 'kago@example.com', 'wrong-one') : login(app, 'nobody@example.com', password),
    ),
  );

  const refused = responses.filter((r) => r.statusCode === 503);
  t.ok(refused.length > 0, `some were refused (${refused.length} of ${responses.length})`);
  t.ok(refused.length < responses.length, 'some were answered');
  responses.forEach((response, i) => {
    const kind = kinds[i]!;
    if (response.statusCode === 503) return assertBusy(t, response, `${kind} #${i}`);
    t.equal(response.statusCode, kind === 'right' ? 200 : 401, `${kind} #${i} gets its answer`);
    if (kind !== 'right') t.equal(json(response).error?.reason, 'invalid-credentials');
  });
  const signedIn = responses.filter((r) => r.statusCode === 200).length;
  t.equal(await sessionCount(app), before + signedIn, 'one session per answered right login, none for the refused');

  const stats = app.passwords.stats();
  t.equal(stats.peakRunning, 1, 'never more than PASSWORD_HASH_CONCURRENCY hashes at once');
  t.ok(stats.peakQueued <= 2, 'never more than PASSWORD_HASH_QUEUE waiting');
  t.equal(stats.refused, refused.length);
  t.match(stats, { running: 0, queued: 0 });
});

t.test('a sign-up flood past the queue limit creates exactly the accounts it answered 201', async (t) => {
  const app = await build(t, { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '0' });
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) => app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody(`flood-${i}@example.com`) })),
  );
  const created = responses.filter((r) => r.statusCode === 201);
  const refused = responses.filter((r) => r.statusCode === 503);
  t.equal(created.length + refused.length, responses.length, 'each is created or refused');
  t.ok(refused.length > 0, `some were refused (${refused.length})`);
  refused.forEach((response, i) => assertBusy(t, response, `sign-up ${i}`));
  const users = await app.db.selectFrom('users').select('email').execute();
  t.equal(users.length, created.length, 'no account for a refused sign-up');
  t.equal(app.passwords.stats().peakRunning, 1);
});
