import t from 'tap';
import { sql } from 'kysely';
import { messages } from '@guidepass/domain/messages';
import { build, json, queuedMail, signupBody } from '../../helper.ts';

const count = async (app: Awaited<ReturnType<typeof build>>, table: 'users' | 'salespersons' | 'email_tokens') =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(app.db)).rows[0]!.n;

t.test('sign-up creates the user, the salesperson and a queued verification mail', async (t) => {
  const app = await build(t);
  const response = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('mpho@example.com') });
  t.equal(response.statusCode, 201);
  t.equal(json(response).data.message, messages.accountCreated);
  const user = await app.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
  t.equal(user.email, 'mpho@example.com');
  t.equal(user.payment_status, 'pending');
  t.equal(user.membership_expiry, null);
  t.equal(user.email_verified_at, null);
  t.match(user.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  t.equal(user.salesperson_full_name, 'Neo Kgosi');
  const salesperson = await app.db.selectFrom('salespersons').selectAll().executeTakeFirstOrThrow();
  t.equal(salesperson.id, user.salesperson_id);
  t.equal(salesperson.name_key, 'neo kgosi');
  t.match(salesperson.referral_code, /^[A-HJ-NP-Z2-9]{6}$/);
  const mail = await queuedMail(app);
  t.equal(mail.length, 1);
  t.equal(mail[0]?.kind, 'verify-email');
  t.notMatch(JSON.stringify(mail), /delta-safari-9/, 'no secret in the job');
});

t.test("each invalid sign-up answers the original's text and writes nothing", async (t) => {
  const app = await build(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('taken@example.com') });
  const before = { users: await count(app, 'users'), salespersons: await count(app, 'salespersons'), tokens: await count(app, 'email_tokens') };
  const cases = [
    { name: 'mismatched passwords', body: signupBody('a@example.com', { confirmPassword: 'other123' }), status: 400, reason: 'passwords-do-not-match', message: messages.passwordsDoNotMatch },
    { name: 'missing first name', body: signupBody('b@example.com', { firstName: '  ' }), status: 400, reason: 'salesperson-name-required', message: messages.salespersonNameRequired },
    { name: 'missing last name', body: signupBody('c@example.com', { lastName: undefined }), status: 400, reason: 'salesperson-name-required', message: messages.salespersonNameRequired },
    { name: 'duplicate e-mail in another case', body: signupBody('TAKEN@example.com', { firstName: 'New', lastName: 'Person' }), status: 409, reason: 'email-already-in-use', message: messages.emailAlreadyInUse },
    { name: 'short password', body: signupBody('d@example.com', { password: 'abc', confirmPassword: 'abc' }), status: 400, reason: 'weak-password', message: messages.invalidCredentials },
    { name: 'invalid e-mail', body: signupBody('not-an-email'), status: 400, reason: 'invalid-email', message: messages.invalidCredentials },
    { name: 'unknown referral code', body: signupBody('e@example.com', { referralCode: 'ZZZZZZ', firstName: undefined, lastName: undefined }), status: 400, reason: 'unknown-referral-code', message: messages.invalidReferralCode },
  ];
  for (const c of cases) {
    const response = await app.inject({ method: 'POST', url: '/auth/signup', payload: c.body });
    t.equal(response.statusCode, c.status, c.name);
    t.same(json(response).error, { code: c.status === 409 ? 'aborted' : 'invalid-argument', reason: c.reason, message: c.message }, c.name);
  }
  t.same({ users: await count(app, 'users'), salespersons: await count(app, 'salespersons'), tokens: await count(app, 'email_tokens') }, before);
});

t.test('50 parallel sign-ups naming one salesperson in different spacing and case create one salesperson', async (t) => {
  const app = await build(t);
  const spellings = ['Lesego Motsumi', '  lesego   motsumi ', 'LESEGO MOTSUMI', 'Lesego\tMotsumi', 'lesego Motsumi'];
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, i) => {
      const [first, ...rest] = spellings[i % spellings.length]!.trim().split(/\s+/);
      const pad = i % 2 ? '  ' : '';
      return app.inject({
        method: 'POST',
        url: '/auth/signup',
        payload: signupBody(`member${i}@example.com`, { firstName: `${pad}${first}${pad}`, lastName: `${rest.join(' ')} ` }),
      });
    }),
  );
  t.same(responses.map((r) => r.statusCode), Array(50).fill(201));
  const salespersons = await app.db.selectFrom('salespersons').select(['id', 'name_key']).execute();
  t.equal(salespersons.length, 1);
  t.equal(salespersons[0]?.name_key, 'lesego motsumi');
  const linked = await app.db.selectFrom('users').select('salesperson_id').distinct().execute();
  t.same(linked, [{ salesperson_id: salespersons[0]!.id }]);
});

t.test('a referral code credits its salesperson without typed names', async (t) => {
  const app = await build(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('seller@example.com', { firstName: 'Kabo', lastName: 'Seretse' }) });
  const { referral_code } = await app.db.selectFrom('salespersons').select('referral_code').executeTakeFirstOrThrow();
  const response = await app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: signupBody('buyer@example.com', { firstName: undefined, lastName: undefined, referralCode: ` ${referral_code.toLowerCase()} ` }),
  });
  t.equal(response.statusCode, 201);
  const buyer = await app.db.selectFrom('users').selectAll().where('email', '=', 'buyer@example.com').executeTakeFirstOrThrow();
  t.equal(buyer.salesperson_full_name, 'Kabo Seretse');
  t.equal(buyer.referral_source, 'referral-code');
});

t.test('common and breached passwords are refused with password-too-common, and nothing is created', async (t) => {
  const app = await build(t);
  for (const password of ['password', '123456', 'qwerty123', 'PassWord', 'iloveyou']) {
    const response = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody(`common-${password}@example.com`, { password, confirmPassword: password }) });
    t.equal(response.statusCode, 400, password);
    t.same(json(response).error, { code: 'invalid-argument', reason: 'password-too-common', message: messages.passwordTooCommon }, password);
  }
  t.same({ users: await count(app, 'users'), salespersons: await count(app, 'salespersons'), tokens: await count(app, 'email_tokens') }, { users: 0, salespersons: 0, tokens: 0 });
  t.same(await queuedMail(app), []);
  const uncommon = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('rare@example.com', { password: 'baobab-at-dusk', confirmPassword: 'baobab-at-dusk' }) });
  t.equal(uncommon.statusCode, 201);
});
