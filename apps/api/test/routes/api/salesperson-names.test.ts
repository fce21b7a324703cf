import t, { type Test } from 'tap';
import { messages } from '@guidepass/domain/messages';
import { deriveInviteToken } from '@guidepass/domain/salesperson-invite';
import { activatePayment } from '@guidepass/payments/activate-payment';
import { insertPayment } from '@guidepass/payments/payments-repository';
import { currentMonth } from '@guidepass/domain/gaborone-month';
import { build, json, queuedMail, signupBody, testSecret, verifiedMember } from '../../helper.ts';

// Salespeople are confirmed, names are not (product.md §14).
const adminEmail = 'boss@example.com';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function setup(t: Test) {
  const app = await build(t, { ADMIN_EMAILS: `${adminEmail}, chief@example.com` });
  const admin = await verifiedMember(app, adminEmail);
  const get = async (url: string, token = admin.accessToken) => app.inject({ url, headers: bearer(token) });
  const post = (url: string, payload?: unknown, token = admin.accessToken) =>
    app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }), headers: bearer(token) });
  const create = async (firstName: string, lastName: string) => json(await post('/api/admin/salespersons', { firstName, lastName })).data as { id: string; fullName: string; referralCode: string };
  /** A member who typed a salesperson's name at sign-up. */
  const typed = async (email: string, firstName: string, lastName: string) => {
    const response = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody(email, { firstName, lastName, confirmNewSalesperson: true }) });
    if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
    return json(response).data.uid as string;
  };
  let n = 0;
  /** A captured sale of one week of `local` for the member, credited to their salesperson. */
  const sale = async (userId: string) => {
    n += 1;
    const id = await insertPayment(app.db, { userId, tierId: 'local', provider: 'yoco', amountMinor: 6650, currency: 'ZAR', priceThebe: 5000, weeks: 1 });
    await app.db.updateTable('payments').set({ provider_ref: `CHECKOUT-${n}` }).where('id', '=', id).execute();
    if ((await activatePayment(app.db, id, `PAY-${n}`, 0.1)) !== 'activated') throw new Error('not activated');
  };
  const names = async (search = '') => json(await get(`/api/admin/salesperson-names${search ? `?search=${encodeURIComponent(search)}` : ''}`)).data.rows as { id: string; fullName: string; accounts: number; accountEmails: string[]; sales: number }[];
  const salespeople = async (query = '') => (json(await get(`/api/admin/salespersons${query}`)).data as { id: string; fullName: string; currentMonthEarningsThebe: number }[]).map((row) => row.fullName);
  return { app, admin, get, post, create, typed, sale, names, salespeople };
}

t.test('a typed name is a name to review, not a salesperson: lists, reports and the CSV show confirmed salespeople only', async (t) => {
  const { get, post, create, typed, sale, names, salespeople } = await setup(t);
  await create('Lesedi', 'Dube');
  const first = await typed('first@example.com', 'Mem', 'Ber');
  await typed('second@example.com', 'mem', 'BER');
  await typed('third@example.com', 'Un', 'Verified');
  await sale(first);

  t.same(await salespeople(), ['Lesedi Dube'], 'the admin list: confirmed only');
  t.same((json(await get('/api/salespersons')).data as { fullName: string }[]).map((row) => row.fullName), ['Lesedi Dube'], 'the older list too');
  const review = await names();
  // The admin's own sign-up typed "Neo Kgosi" (the helper's name): a name to review as well.
  t.match(review, [
    { fullName: 'Mem Ber', accounts: 2, accountEmails: ['first@example.com', 'second@example.com'], sales: 1 },
    { fullName: 'Neo Kgosi', accounts: 1, sales: 0 },
    { fullName: 'Un Verified', accounts: 1, accountEmails: ['third@example.com'], sales: 0 },
  ]);
  t.equal(review.length, 3);
  t.same((await names('  MEM  ber ')).map((row) => row.fullName), ['Mem Ber'], 'search is by the name key');
  t.same(await names('%'), [], "LIKE's wildcards are taken literally");

  const month = currentMonth();
  t.same(json(await get(`/admin/earnings?month=${month}`)).data.salespersons, [], 'the sale stays recorded but is not reported');
  const csv = await get(`/admin/earnings.csv?month=${month}`);
  t.notMatch(csv.body, 'Mem Ber');

  // Confirming makes the name a salesperson with its members and sales.
  const memBer = review[0]!;
  const confirmed = await post(`/api/admin/salesperson-names/${memBer.id}/confirm`);
  t.equal(confirmed.statusCode, 200);
  t.match(json(confirmed).data, { id: memBer.id, fullName: 'Mem Ber', referralCode: /^[A-HJ-NP-Z2-9]{6}$/ });
  t.same(await salespeople(), ['Lesedi Dube', 'Mem Ber']);
  t.same(await salespeople('?sort=earnings'), ['Mem Ber', 'Lesedi Dube'], 'by earnings, highest first');
  t.same(await salespeople('?search=dub'), ['Lesedi Dube']);
  t.same((await names()).map((row) => row.fullName), ['Neo Kgosi', 'Un Verified']);
  t.match(json(await get(`/admin/earnings?month=${month}`)).data.salespersons, [{ fullName: 'Mem Ber', sales: 1, commissionThebe: 500 }]);
  t.match((await get(`/admin/earnings.csv?month=${month}`)).body, 'Mem Ber');
});

t.test('confirm: admin only, 404 for no record, 409 for a salesperson, 400 for a bad id; bad queries are 400; nothing changes', async (t) => {
  const { app, post, get, create, typed, names } = await setup(t);
  const member = await verifiedMember(app, 'member@example.com');
  await typed('typo@example.com', 'Neo', 'Kgsoi');
  const name = (await names('kgsoi'))[0]!;
  const lesedi = await create('Lesedi', 'Dube');
  const before = await app.db.selectFrom('salespersons').select(['id', 'confirmed_at']).orderBy('id').execute();

  const asMember = await post(`/api/admin/salesperson-names/${name.id}/confirm`, undefined, member.accessToken);
  t.equal(asMember.statusCode, 403);
  t.match(json(asMember).error, { code: 'permission-denied' });
  t.equal((await app.inject({ method: 'POST', url: `/api/admin/salesperson-names/${name.id}/confirm` })).statusCode, 401);
  t.equal((await get('/api/admin/salesperson-names', member.accessToken)).statusCode, 403, 'members may not list names');
  t.equal((await get('/api/admin/salespersons', member.accessToken)).statusCode, 403, 'nor salespeople');
  t.equal((await app.inject({ url: '/api/admin/salesperson-names' })).statusCode, 401);

  const unknown = await post(`/api/admin/salesperson-names/${crypto.randomUUID()}/confirm`);
  t.equal(unknown.statusCode, 404);
  t.match(json(unknown).error, { code: 'not-found', reason: 'salesperson-not-found', message: messages.salespersonNotFound });
  const already = await post(`/api/admin/salesperson-names/${lesedi.id}/confirm`);
  t.equal(already.statusCode, 409);
  t.match(json(already).error, { code: 'aborted', reason: 'salesperson-already-confirmed', message: messages.salespersonAlreadyConfirmed });
  const badId = await post('/api/admin/salesperson-names/not-a-uuid/confirm');
  t.equal(badId.statusCode, 400);
  t.match(json(badId).error, { code: 'invalid-argument' });
  for (const url of ['/api/admin/salesperson-names?extra=1', `/api/admin/salesperson-names?search=${'x'.repeat(101)}`, '/api/admin/salesperson-names?page=0', '/api/admin/salesperson-names?page=two', '/api/admin/salespersons?sort=alphabet', '/api/admin/salespersons?month=2026-13']) {
    const refused = await get(url);
    t.equal(refused.statusCode, 400, url);
    t.match(json(refused).error, { code: 'invalid-argument' }, url);
  }
  t.same(await app.db.selectFrom('salespersons').select(['id', 'confirmed_at']).orderBy('id').execute(), before, 'no record changed');
});

t.test('a name merged into a salesperson leaves the review list with its members; an admin adding that name confirms it', async (t) => {
  const { app, post, create, typed, names, salespeople } = await setup(t);
  const lesedi = await create('Lesedi', 'Dube');
  const member = await typed('typo@example.com', 'Lesedi', 'Dub');
  const typo = (await names('lesedi dub'))[0]!;
  const merged = await post(`/api/admin/salespersons/${typo.id}/merge`, { intoId: lesedi.id });
  t.equal(merged.statusCode, 200);
  t.match(json(merged).data, { id: lesedi.id, usersMoved: 1 });
  t.same(await names('lesedi'), []);
  const user = await app.db.selectFrom('users').select(['salesperson_id', 'salesperson_full_name']).where('id', '=', member).executeTakeFirstOrThrow();
  t.same(user, { salesperson_id: lesedi.id, salesperson_full_name: 'Lesedi Dube' });

  await typed('other@example.com', 'Kabo', 'Sebina');
  const added = await post('/api/admin/salespersons', { firstName: 'KABO', lastName: 'sebina' });
  t.equal(added.statusCode, 201, 'the typed record becomes the salesperson');
  t.match(json(added).data, { fullName: 'Kabo Sebina', claimed: false });
  t.same(await names('kabo'), []);
  t.same(await salespeople(), ['Kabo Sebina', 'Lesedi Dube']);
  const again = await post('/api/admin/salespersons', { firstName: 'Kabo', lastName: 'Sebina' });
  t.equal(again.statusCode, 409, 'a confirmed name is still a duplicate');
});

t.test('claiming confirms; admins and invited people sign up without a salesperson and are not asked for one', async (t) => {
  const { app, post } = await setup(t);
  const me = async (token: string) => json(await app.inject({ url: '/api/me', headers: bearer(token) })).data;
  const signup = (email: string, extra: Record<string, unknown>) => app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody(email, extra) });

  // A member names a salesperson; an empty answer is still the seed's refusal, and writes nothing.
  const refused = await signup('member@example.com', { firstName: '', lastName: '' });
  t.equal(refused.statusCode, 400);
  t.match(json(refused).error, { code: 'invalid-argument', reason: 'salesperson-name-required', message: messages.salespersonNameRequired });
  t.equal(await app.db.selectFrom('users').select('id').where('email', '=', 'member@example.com').executeTakeFirst(), undefined);
  const halfName = await signup('member@example.com', { firstName: 'Neo', lastName: '' });
  t.equal(halfName.statusCode, 400, 'half a name is refused as before');

  // An admin address: no salesperson asked at sign-up nor before paying.
  const chief = await signup('chief@example.com', { firstName: undefined, lastName: undefined });
  t.equal(chief.statusCode, 201);

  // Invited: sign up with no salesperson, then the invite link names the record and claims it.
  const neo = json(await post('/api/admin/salespersons', { firstName: 'Neo', lastName: 'Mosweu' })).data;
  await post(`/api/admin/salespersons/${neo.id}/invite`, { email: 'Neo@Example.com' });
  const job = (await queuedMail(app)).filter((j) => j.kind === 'salesperson-invite').at(-1)!;
  const token = deriveInviteToken(testSecret, job.tokenId);
  const invitation = await app.inject({ url: `/api/salesperson-invites/${token}` });
  t.same(json(invitation), { data: { fullName: 'Neo Mosweu', email: 'Neo@Example.com' } }, 'the claim page names the invitation and fills in the invited address');
  const bogus = await app.inject({ url: `/api/salesperson-invites/${'x'.repeat(40)}` });
  t.equal(bogus.statusCode, 400);
  t.match(json(bogus).error, { code: 'invalid-argument', reason: 'invalid-claim-token' });
  t.equal((await app.inject({ url: '/api/salesperson-invites/short' })).statusCode, 400);

  const invited = await signup('neo@example.com', { firstName: '', lastName: '' });
  t.equal(invited.statusCode, 201);
  const seller = await signInVerified(app, 'neo@example.com');
  t.equal((await me(seller)).salespersonChoice, 'needed', 'before the claim');
  const claimed = await post('/api/salesperson/claim', { token }, seller);
  t.equal(claimed.statusCode, 200);
  t.equal((await me(seller)).salespersonChoice, 'open', 'a salesperson is not asked');
  t.equal((await app.inject({ url: `/api/salesperson-invites/${token}` })).statusCode, 400, 'a spent invite names no one');
  const record = await app.db.selectFrom('salespersons').select('confirmed_at').where('id', '=', neo.id).executeTakeFirstOrThrow();
  t.ok(record.confirmed_at, 'a claimed record is confirmed');

  const adminSession = await signInVerified(app, 'chief@example.com');
  t.equal((await me(adminSession)).salespersonChoice, 'open', 'an admin is not asked');
  const memberSession = await signInVerified(app, 'plain@example.com', { firstName: undefined, lastName: undefined, referralCode: neo.referralCode });
  t.match(await me(memberSession), { salespersonChoice: 'open', salesperson: { fullName: 'Neo Mosweu' } }, 'the code alone names the salesperson');
});

/** Verifies the account (signing it up first if it does not exist) and signs in. */
async function signInVerified(app: Awaited<ReturnType<typeof build>>, email: string, extra: Record<string, unknown> = {}) {
  const exists = await app.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (!exists) {
    const response = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody(email, extra) });
    if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  }
  await app.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', email.toLowerCase()).execute();
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: 'delta-safari-9' } });
  return json(login).data.accessToken as string;
}

t.test('names to review come 20 a page, with the total of the search: a long list is paged by the server', async (t) => {
  const { app, get } = await setup(t);
  // 24 typed names besides the admin's own "Neo Kgosi": 25 in all.
  const letters = 'abcdefghijklmnopqrstuvwx';
  await app.db
    .insertInto('salespersons')
    .values([...letters].map((letter, i) => ({ first_name: 'Page', last_name: `Name${letter}`, full_name: `Page Name${letter}`, name_key: `page name${letter}`, referral_code: `PAGE${String(i).padStart(2, '0')}` })))
    .execute();
  const page = async (query: string) => json(await get(`/api/admin/salesperson-names${query}`)).data as { rows: { fullName: string }[]; total: number; pageSize: number };
  const first = await page('');
  t.equal(first.rows.length, 20, 'one page');
  t.equal(first.total, 25);
  t.equal(first.pageSize, 20);
  const second = await page('?page=2');
  t.equal(second.rows.length, 5, 'the rest on page 2');
  t.same(new Set([...first.rows, ...second.rows].map((row) => row.fullName)).size, 25, 'every name on one page or the other');
  const searched = await page('?search=page%20namex');
  t.same(searched.rows.map((row) => row.fullName), ['Page Namex']);
  t.equal(searched.total, 1, 'the total is of the search');
  t.same((await page('?page=9')).rows, [], 'past the end: no rows');
});
