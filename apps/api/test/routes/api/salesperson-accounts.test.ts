import t, { type Test } from 'tap';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { messages } from '@guidepass/domain/messages';
import { deriveInviteToken, salespersonInviteLifetimeMs } from '@guidepass/domain/salesperson-invite';
import { activatePayment } from '@guidepass/payments/activate-payment';
import { insertPayment } from '@guidepass/payments/payments-repository';
import { build, json, queuedMail, signupBody, testSecret, verifiedMember } from '../../helper.ts';

const adminEmail = 'boss@example.com';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function setup(t: Test) {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const admin = await verifiedMember(app, adminEmail);
  const post = (url: string, payload: unknown, token = admin.accessToken) => app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
  const create = async (firstName: string, lastName: string) => {
    const response = await post('/api/admin/salespersons', { firstName, lastName });
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
    return json(response).data as { id: string; fullName: string; referralCode: string };
  };
  /** Invites and answers the token the mail will carry (derived from the queued job's row id, as the worker does). */
  const invite = async (id: string, email: string) => {
    const response = await post(`/api/admin/salespersons/${id}/invite`, { email });
    if (response.statusCode !== 202) throw new Error(`invite failed: ${response.body}`);
    const job = (await queuedMail(app)).filter((j) => j.kind === 'salesperson-invite').at(-1)!;
    return deriveInviteToken(testSecret, job.tokenId);
  };
  const claim = (token: string, accessToken: string) => post('/api/salesperson/claim', { token }, accessToken);
  const me = async (accessToken: string) => json(await app.inject({ url: '/api/me', headers: bearer(accessToken) })).data;
  return { app, admin, post, create, invite, claim, me };
}

t.test('admins create and invite; the invite claims the record once, for one account; re-inviting replaces the link', async (t) => {
  const { app, post, create, invite, claim, me } = await setup(t);
  const member = await verifiedMember(app, 'member@example.com');

  t.equal((await post('/api/admin/salespersons', { firstName: 'A', lastName: 'B' }, member.accessToken)).statusCode, 403, 'members may not create');
  t.equal((await app.inject({ method: 'POST', url: '/api/admin/salespersons', payload: { firstName: 'A', lastName: 'B' } })).statusCode, 401);

  const created = await post('/api/admin/salespersons', { firstName: '  Lesedi ', lastName: 'Dube  ' });
  t.equal(created.statusCode, 201);
  const lesedi = json(created).data;
  t.match(lesedi, { firstName: 'Lesedi', lastName: 'Dube', fullName: 'Lesedi Dube', referralCode: /^[A-HJ-NP-Z2-9]{6}$/, claimed: false, invitedEmail: null });
  const duplicate = await post('/api/admin/salespersons', { firstName: 'LESEDI', lastName: ' dube' });
  t.equal(duplicate.statusCode, 409);
  t.equal(json(duplicate).error?.reason, 'salesperson-exists');

  const unknown = await post(`/api/admin/salespersons/${crypto.randomUUID()}/invite`, { email: 'x@example.com' });
  t.equal(unknown.statusCode, 404);
  t.equal((await post(`/api/admin/salespersons/${lesedi.id}/invite`, { email: 'not an address' })).statusCode, 400);
  t.equal((await post(`/api/admin/salespersons/${lesedi.id}/invite`, { email: 'x@example.com' }, member.accessToken)).statusCode, 403);

  const sent = await post(`/api/admin/salespersons/${lesedi.id}/invite`, { email: 'lesedi@example.com' });
  t.equal(sent.statusCode, 202);
  const expiresIn = new Date(json(sent).data.expiresAt).getTime() - Date.now();
  t.ok(Math.abs(expiresIn - salespersonInviteLifetimeMs) < 60_000, 'the link works for 7 days');
  const firstJob = (await queuedMail(app)).filter((j) => j.kind === 'salesperson-invite').at(-1)!;
  const firstToken = deriveInviteToken(testSecret, firstJob.tokenId);
  t.notMatch(JSON.stringify(firstJob), firstToken, 'the job carries the row id, never the token');
  const stored = await app.db.selectFrom('salesperson_invites').selectAll().executeTakeFirstOrThrow();
  t.notMatch(JSON.stringify(stored), firstToken, 'only the hash is stored');
  t.equal(stored.invited_by, adminEmail);

  // Re-inviting replaces the unclaimed invite: the first link stops working.
  const secondToken = await invite(lesedi.id, 'lesedi@example.com');
  const replaced = await claim(firstToken, member.accessToken);
  t.equal(replaced.statusCode, 400);
  t.match(json(replaced).error, { code: 'invalid-argument', reason: 'invalid-claim-token', message: messages.invalidClaimToken });

  // Signed in but not verified: refused before the token is looked at.
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('unverified@example.com') });
  const unverifiedLogin = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'unverified@example.com', password: 'delta-safari-9' } });
  const unverified = await claim(secondToken, json(unverifiedLogin).data.accessToken);
  t.equal(unverified.statusCode, 403);
  t.equal(json(unverified).error?.reason, 'email-not-verified');
  t.equal((await app.inject({ method: 'POST', url: '/api/salesperson/claim', payload: { token: secondToken } })).statusCode, 401);

  // A guessed token claims nothing.
  const guessed = await claim(randomBytes(24).toString('base64url'), member.accessToken);
  t.equal(guessed.statusCode, 400);
  t.equal(json(guessed).error?.reason, 'invalid-claim-token');

  // The seller claims; their cached profile shows the record at once.
  const seller = await verifiedMember(app, 'lesedi@example.com');
  t.equal((await me(seller.accessToken)).salespersonAccount, null);
  const claimed = await claim(secondToken, seller.accessToken);
  t.equal(claimed.statusCode, 200);
  t.same(json(claimed).data, { salesperson: { id: lesedi.id, fullName: 'Lesedi Dube', referralCode: lesedi.referralCode } });
  t.same((await me(seller.accessToken)).salespersonAccount, { id: lesedi.id, fullName: 'Lesedi Dube', referralCode: lesedi.referralCode });

  // The used link is spent for everyone; the record takes no second invite.
  const reused = await claim(secondToken, member.accessToken);
  t.equal(reused.statusCode, 400);
  t.equal(json(reused).error?.reason, 'invalid-claim-token');
  t.equal((await me(member.accessToken)).salespersonAccount, null);
  const again = await post(`/api/admin/salespersons/${lesedi.id}/invite`, { email: 'other@example.com' });
  t.equal(again.statusCode, 409);
  t.equal(json(again).error?.reason, 'already-claimed');

  // One record per account: a valid invite for another record, sent to the seller's address, is refused to the seller
  // and stays usable.
  const kabo = await create('Kabo', 'Sello');
  const kaboToken = await invite(kabo.id, 'lesedi@example.com');
  const second = await claim(kaboToken, seller.accessToken);
  t.equal(second.statusCode, 409);
  t.match(json(second).error, { code: 'aborted', reason: 'already-claimed', message: messages.accountAlreadySalesperson });
  const kaboInvite = await app.db.selectFrom('salesperson_invites').select(['used_at', 'used_by']).where('salesperson_id', '=', kabo.id).executeTakeFirstOrThrow();
  t.same(kaboInvite, { used_at: null, used_by: null }, 'the refused attempt did not spend the invite');
  t.equal((await claim(await invite(kabo.id, 'member@example.com'), member.accessToken)).statusCode, 200, 'an invite to the member is theirs to claim');

  // Expired after 7 days.
  const tumi = await create('Tumi', 'Phiri');
  const tumiToken = await invite(tumi.id, 'tumi@example.com');
  await app.db.updateTable('salesperson_invites').set({ expires_at: sql`now() - interval '1 second'` }).where('salesperson_id', '=', tumi.id).execute();
  const tumiAccount = await verifiedMember(app, 'tumi@example.com');
  const expired = await claim(tumiToken, tumiAccount.accessToken);
  t.equal(expired.statusCode, 400);
  t.equal(json(expired).error?.reason, 'invalid-claim-token');
  const owners = await app.db.selectFrom('salespersons').select(['full_name', 'user_id']).where('user_id', 'is not', null).orderBy('full_name').execute();
  t.same(owners.map((o) => o.full_name), ['Kabo Sello', 'Lesedi Dube'], 'only the two good claims linked a record');
});

t.test('an invite is claimed only by the account it was sent to: another verified account holding the link is refused, then the invited account claims it in any letter case', async (t) => {
  const { app, create, invite, claim, me } = await setup(t);
  const naledi = await create('Naledi', 'Moyo');
  const token = await invite(naledi.id, 'Naledi.Moyo@Example.com');
  const finder = await verifiedMember(app, 'finder@example.com');
  const refused = await claim(token, finder.accessToken);
  t.equal(refused.statusCode, 403);
  t.same(json(refused).error, { code: 'permission-denied', reason: 'invite-for-another-email', message: messages.inviteForAnotherEmail });
  t.equal((await me(finder.accessToken)).salespersonAccount, null, 'the other account got nothing');
  const record = await app.db.selectFrom('salespersons').select('user_id').where('id', '=', naledi.id).executeTakeFirstOrThrow();
  t.equal(record.user_id, null, 'the record is still unclaimed');
  const stored = await app.db.selectFrom('salesperson_invites').select(['used_at', 'used_by', 'replaced_at']).where('salesperson_id', '=', naledi.id).executeTakeFirstOrThrow();
  t.same(stored, { used_at: null, used_by: null, replaced_at: null }, 'the invite is still open');

  const invited = await verifiedMember(app, 'naledi.moyo@example.com');
  const claimed = await claim(token, invited.accessToken);
  t.equal(claimed.statusCode, 200, JSON.stringify(json(claimed)));
  t.same(json(claimed).data, { salesperson: { id: naledi.id, fullName: 'Naledi Moyo', referralCode: naledi.referralCode } });
});

t.test('merging moves members, sales and payouts, deletes the record and keeps an audit row', async (t) => {
  const { app, post, create, invite, claim } = await setup(t);
  const kept = await create('Kabo', 'Sello');
  // A member who insisted on a misspelling made a second record.
  const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('buyer@example.com', { firstName: 'Kabo', lastName: 'Selo', confirmNewSalesperson: true }) });
  t.equal(signup.statusCode, 201);
  const buyer = await app.db.selectFrom('users').select(['id', 'salesperson_id']).where('email', '=', 'buyer@example.com').executeTakeFirstOrThrow();
  const typo = await app.db.selectFrom('salespersons').select(['id', 'referral_code']).where('id', '=', buyer.salesperson_id!).executeTakeFirstOrThrow();
  t.not(typo.id, kept.id);
  const paymentId = await insertPayment(app.db, { userId: buyer.id, tierId: 'local', provider: 'paypal', amountMinor: 1480, currency: 'USD', priceThebe: 10000, weeks: 2 });
  t.equal(await activatePayment(app.db, paymentId, 'CAP-1', 0.1), 'activated');
  await app.db.insertInto('salesperson_payouts').values({ salesperson_id: typo.id, month: '2026-11', amount_thebe: 500, reference: 'EFT 1', paid_on: '2026-11-20' }).execute();

  t.equal((await post(`/api/admin/salespersons/${typo.id}/merge`, { intoId: typo.id })).statusCode, 400, 'not into itself');
  t.equal((await post(`/api/admin/salespersons/${typo.id}/merge`, { intoId: crypto.randomUUID() })).statusCode, 404);
  t.equal((await post(`/api/admin/salespersons/${typo.id}/merge`, { intoId: 'nope' })).statusCode, 400);
  const member = await verifiedMember(app, 'member@example.com');
  t.equal((await post(`/api/admin/salespersons/${typo.id}/merge`, { intoId: kept.id }, member.accessToken)).statusCode, 403);

  // A claimed record is not merged away (its code is out there): the other way round works.
  const claimedToken = await invite(kept.id, 'kabo@example.com');
  const kabo = await verifiedMember(app, 'kabo@example.com');
  t.equal((await claim(claimedToken, kabo.accessToken)).statusCode, 200);
  const refused = await post(`/api/admin/salespersons/${kept.id}/merge`, { intoId: typo.id });
  t.equal(refused.statusCode, 409);
  t.equal(json(refused).error?.reason, 'already-claimed');

  const merged = await post(`/api/admin/salespersons/${typo.id}/merge`, { intoId: kept.id });
  t.equal(merged.statusCode, 200);
  t.same(json(merged).data, { id: kept.id, fullName: 'Kabo Sello', referralCode: kept.referralCode, usersMoved: 1, paymentsMoved: 1 });

  t.equal(await app.db.selectFrom('salespersons').select('id').where('id', '=', typo.id).executeTakeFirst(), undefined, 'the merged record is gone');
  const buyerAfter = await app.db.selectFrom('users').select(['salesperson_id', 'salesperson_full_name']).where('id', '=', buyer.id).executeTakeFirstOrThrow();
  t.same(buyerAfter, { salesperson_id: kept.id, salesperson_full_name: 'Kabo Sello' });
  const payment = await app.db.selectFrom('payments').select(['salesperson_id', 'commission_thebe']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  t.same(payment, { salesperson_id: kept.id, commission_thebe: 1000 });
  const payouts = await app.db.selectFrom('salesperson_payouts').select('salesperson_id').execute();
  t.same(payouts, [{ salesperson_id: kept.id }]);
  const totals = await app.db
    .selectFrom('salesperson_month_totals')
    .select(['salesperson_id', sql<number>`sum(sales)::int`.as('sales'), sql<number>`sum(earnings_thebe)::int`.as('earnings'), sql<number>`sum(signups)::int`.as('signups'), sql<number>`sum(paid_out_thebe)::int`.as('paid_out')])
    .where('salesperson_id', 'in', [kept.id, typo.id])
    .groupBy('salesperson_id')
    .execute();
  t.same(totals, [{ salesperson_id: kept.id, sales: 1, earnings: 1000, signups: 1, paid_out: 500 }], "the rollup follows the merge");

  const audit = await app.db.selectFrom('salesperson_merges').selectAll().executeTakeFirstOrThrow();
  t.match(audit, {
    merged_id: typo.id,
    merged_full_name: 'Kabo Selo',
    merged_referral_code: typo.referral_code,
    into_id: kept.id,
    users_moved: 1,
    payments_moved: 1,
    merged_by: adminEmail,
  });
});
