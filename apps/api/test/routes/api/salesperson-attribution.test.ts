import t from 'tap';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { messages } from '@guidepass/domain/messages';
import { activatePayment } from '@guidepass/payments/activate-payment';
import { insertPayment } from '@guidepass/payments/payments-repository';
import { build, json, signupBody, verifiedMember } from '../../helper.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const count = async (app: FastifyInstance, table: 'users' | 'salespersons') =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(app.db)).rows[0]!.n;

/** A name typed at a first sign-up (a name to review, product.md §14); answers its record. */
async function typedName(app: FastifyInstance, email: string, firstName: string, lastName: string) {
  const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody(email, { firstName, lastName, confirmNewSalesperson: true }) });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  return app.db.selectFrom('salespersons').select(['id', 'referral_code']).where('full_name', '=', `${firstName} ${lastName}`).executeTakeFirstOrThrow();
}

/** A confirmed salesperson: a typed name that an admin then confirmed (as POST …/salesperson-names/{id}/confirm does). */
async function salesperson(app: FastifyInstance, email: string, firstName: string, lastName: string) {
  const record = await typedName(app, email, firstName, lastName);
  await app.db.updateTable('salespersons').set({ confirmed_at: new Date() }).where('id', '=', record.id).execute();
  return record;
}

t.test('GET /api/salespersons/by-code/{code}: the full name only, to anyone, rate-limited per client', async (t) => {
  const app = await build(t, { RATE_LIMIT_AUTH_PER_IP: '3' });
  const neo = await salesperson(app, 'first@example.com', 'Neo', 'Kgosi');
  const found = await app.inject({ url: `/api/salespersons/by-code/${neo.referral_code}` });
  t.equal(found.statusCode, 200);
  t.same(found.json(), { data: { fullName: 'Neo Kgosi' } }, 'nothing but the name: no id, code, e-mail or figures');
  const typed = await app.inject({ url: `/api/salespersons/by-code/${neo.referral_code.toLowerCase().slice(0, 3)}-${neo.referral_code.toLowerCase().slice(3)}` });
  t.same(json(typed).data, { fullName: 'Neo Kgosi' }, 'typed in lower case with a dash');
  const unknown = await app.inject({ url: '/api/salespersons/by-code/ZZZZZZ' });
  t.equal(unknown.statusCode, 404);
  t.same(unknown.json(), { error: { code: 'not-found', reason: 'unknown-referral-code', message: messages.invalidReferralCode } });
  const limited = await app.inject({ url: `/api/salespersons/by-code/${neo.referral_code}` });
  t.equal(limited.statusCode, 429, 'the fourth lookup in the window is refused');
  t.ok(limited.headers['retry-after']);
  const elsewhere = await app.inject({ url: `/api/salespersons/by-code/${neo.referral_code}`, remoteAddress: '10.9.8.7' });
  t.equal(elsewhere.statusCode, 200, 'another client is not blocked');
});

t.test('sign-up: a code decides, a normalised name attaches, a close miss is offered and never silently created', async (t) => {
  const app = await build(t);
  const neo = await salesperson(app, 'first@example.com', 'Neo', 'Kgosi');

  const byCode = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('code@example.com', { referralCode: ` ${neo.referral_code.toLowerCase()} `, firstName: 'Someone', lastName: 'Else' }) });
  t.equal(byCode.statusCode, 201);
  t.match(await app.db.selectFrom('users').select(['salesperson_id', 'salesperson_full_name', 'referral_source']).where('email', '=', 'code@example.com').executeTakeFirstOrThrow(), {
    salesperson_id: neo.id,
    salesperson_full_name: 'Neo Kgosi',
    referral_source: 'referral-code',
  }, 'typed names are ignored when a code is given');

  const normalised = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('typed@example.com', { firstName: '  NEO ', lastName: 'kgosi\u200B' }) });
  t.equal(normalised.statusCode, 201);
  t.equal((await app.db.selectFrom('users').select('salesperson_id').where('email', '=', 'typed@example.com').executeTakeFirstOrThrow()).salesperson_id, neo.id);

  const before = { users: await count(app, 'users'), salespersons: await count(app, 'salespersons') };
  for (const [firstName, lastName] of [['Neo', 'Kgossi'], ['Kgosi', 'Neo'], ['Nao', 'Kgosy']]) {
    const close = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody(`${firstName}.${lastName}@example.com`, { firstName, lastName }) });
    t.equal(close.statusCode, 409, `${firstName} ${lastName}`);
    t.same(close.json(), {
      error: { code: 'aborted', reason: 'salesperson-close-match', message: 'Did you mean Neo Kgosi?', suggestions: [{ fullName: 'Neo Kgosi' }] },
    });
    t.notMatch(close.body, neo.referral_code, 'suggestions never carry codes');
  }
  t.same({ users: await count(app, 'users'), salespersons: await count(app, 'salespersons') }, before, 'a close miss writes nothing');

  const unknown = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('unknown@example.com', { referralCode: 'ZZZZZZ' }) });
  t.equal(unknown.statusCode, 400);
  t.equal(json(unknown).error?.reason, 'unknown-referral-code');

  const confirmed = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('new@example.com', { firstName: 'Neo', lastName: 'Kgossi', confirmNewSalesperson: true }) });
  t.equal(confirmed.statusCode, 201);
  t.equal(await count(app, 'salespersons'), before.salespersons + 1, 'confirmed: the new salesperson is created');
  const unrelated = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('far@example.com', { firstName: 'Boitumelo', lastName: 'Ramotswe' }) });
  t.equal(unrelated.statusCode, 201, 'a name close to nobody is created without asking');
});

t.test('"Did you mean …?" offers confirmed salespeople only, never a name to review', async (t) => {
  const app = await build(t);
  const typed = await typedName(app, 'typed@example.com', 'Thabo', 'Molefhe');
  const before = await count(app, 'users');
  const unconfirmed = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('near@example.com', { firstName: 'Thabo', lastName: 'Molefe' }) });
  t.equal(unconfirmed.statusCode, 201, 'a name close only to a name to review is not questioned');
  t.notMatch(unconfirmed.body, 'Molefhe', 'the name to review is not offered');
  t.equal(await count(app, 'users'), before + 1);

  await app.db.updateTable('salespersons').set({ confirmed_at: new Date() }).where('id', '=', typed.id).execute();
  const confirmed = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('nearer@example.com', { firstName: 'Thabo', lastName: 'Molef' }) });
  t.equal(confirmed.statusCode, 409, 'once confirmed it is offered');
  t.same(confirmed.json().error.suggestions, [{ fullName: 'Thabo Molefhe' }]);

  const member = await verifiedMember(app, 'member@example.com');
  await typedName(app, 'other@example.com', 'Lorato', 'Sebina');
  const put = await app.inject({ method: 'PUT', url: '/api/me/salesperson', payload: { firstName: 'Lorato', lastName: 'Sebena' }, headers: bearer(member.accessToken) });
  t.equal(put.statusCode, 200, 'PUT /api/me/salesperson offers no name to review either');
});

t.test('PUT /api/me/salesperson: code, name or nobody until the first credited payment, then fixed', async (t) => {
  const app = await build(t);
  const neo = await salesperson(app, 'first@example.com', 'Neo', 'Kgosi');
  const lesedi = await salesperson(app, 'second@example.com', 'Lesedi', 'Dube');
  const member = await verifiedMember(app, 'member@example.com');
  const put = (payload: unknown) => app.inject({ method: 'PUT', url: '/api/me/salesperson', payload: payload as object, headers: bearer(member.accessToken) });
  const me = async () => json(await app.inject({ url: '/api/me', headers: bearer(member.accessToken) })).data;

  t.match(await me(), { salesperson: { fullName: 'Neo Kgosi' }, salespersonChoice: 'open', salespersonAccount: null });

  const nobody = await put({ nobody: true });
  t.equal(nobody.statusCode, 200);
  t.match(json(nobody).data, { uid: member.uid, salesperson: { fullName: 'No salesperson' }, salespersonChoice: 'open', membershipActive: false });
  t.match(await me(), { salesperson: { fullName: 'No salesperson' }, salespersonChoice: 'open' }, 'the cached profile follows');
  t.equal((await app.db.selectFrom('users').select('salesperson_id').where('id', '=', member.uid).executeTakeFirstOrThrow()).salesperson_id, null);

  const close = await put({ firstName: 'Lesedi', lastName: 'Dub' });
  t.equal(close.statusCode, 409);
  t.same(close.json().error.suggestions, [{ fullName: 'Lesedi Dube' }]);
  t.match(await me(), { salesperson: { fullName: 'No salesperson' } }, 'a close miss changes nothing');

  const unknown = await put({ referralCode: 'ZZZZZZ' });
  t.equal(unknown.statusCode, 400);
  t.equal(json(unknown).error?.reason, 'unknown-referral-code');
  for (const bad of [{ nobody: false }, { referralCode: 'X', nobody: true }, { firstName: 'A' }, { firstName: ' ', lastName: 'Dube' }, {}]) {
    t.equal((await put(bad)).statusCode, 400, JSON.stringify(bad));
  }
  t.equal((await app.inject({ method: 'PUT', url: '/api/me/salesperson', payload: { nobody: true } })).statusCode, 401);

  const named = await put({ firstName: ' lesedi', lastName: 'DUBE ' });
  t.match(json(named).data, { salesperson: { firstName: 'Lesedi', lastName: 'Dube', fullName: 'Lesedi Dube' } });
  const coded = await put({ referralCode: neo.referral_code });
  t.equal(coded.statusCode, 200);
  t.match(await me(), { salesperson: { fullName: 'Neo Kgosi' }, salespersonChoice: 'open' });

  // The first credited payment credits the chosen salesperson and fixes the choice, in the cached profile too.
  const paymentId = await insertPayment(app.db, { userId: member.uid, tierId: 'local', provider: 'paypal', amountMinor: 1480, currency: 'USD', priceThebe: 10000, weeks: 2 });
  t.equal(await activatePayment(app.db, paymentId, 'CAP-1', 0.1), 'activated');
  t.equal((await app.db.selectFrom('payments').select('salesperson_id').where('id', '=', paymentId).executeTakeFirstOrThrow()).salesperson_id, neo.id);
  t.match(await me(), { salespersonChoice: 'fixed', membershipActive: true });
  const fixed = await put({ referralCode: lesedi.referral_code });
  t.equal(fixed.statusCode, 409);
  t.same(fixed.json(), { error: { code: 'aborted', reason: 'salesperson-fixed', message: messages.salespersonFixed } });
  const newName = await put({ firstName: 'Brand', lastName: 'Newperson', confirmNewSalesperson: true });
  t.equal(newName.statusCode, 409);
  t.equal(await app.db.selectFrom('salespersons').select('id').where('full_name', '=', 'Brand Newperson').executeTakeFirst(), undefined, 'the refused change created no salesperson');
  t.match(await me(), { salesperson: { fullName: 'Neo Kgosi' }, salespersonChoice: 'fixed' });
});

t.test('PUT /api/me/salesperson is limited per member', async (t) => {
  const app = await build(t, { RATE_LIMIT_AUTH_PER_EMAIL: '2' });
  const member = await verifiedMember(app, 'member@example.com');
  const other = await verifiedMember(app, 'other@example.com');
  const put = (token: string) => app.inject({ method: 'PUT', url: '/api/me/salesperson', payload: { nobody: true }, headers: bearer(token) });
  t.equal((await put(member.accessToken)).statusCode, 200);
  t.equal((await put(member.accessToken)).statusCode, 200);
  t.equal((await put(member.accessToken)).statusCode, 429);
  t.equal((await put(other.accessToken)).statusCode, 200, 'another member is not blocked');
});
