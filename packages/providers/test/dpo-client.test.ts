import t from 'tap';
import { ProviderError } from '../src/provider-error.ts';
import { dpoClientFor, newToken, ours, payByCard, withDpoSandbox } from './dpo-sandbox.ts';

t.test('a new token is unpaid (900) and its hosted page is DPO_PAYMENT_URL?ID=token', async (t) => {
  const { client, sandbox } = await withDpoSandbox(t);
  const created = await client.createToken(newToken('pay-1'));
  t.match(created.transToken, /^[0-9A-F-]{36}$/);
  t.ok(created.transRef);
  t.equal(created.paymentPageUrl, `${sandbox.url}/dpo/payv2.php?ID=${created.transToken}`);
  const page = await fetch(created.paymentPageUrl);
  t.equal(page.status, 200, 'the hosted page knows the token');
  const verification = await client.verifyToken(created.transToken, ours('pay-1'));
  t.match(verification, { state: 'pending', result: '900', amountMinor: 20_000, currency: 'BWP', approval: null });
});

t.test("a customer named O'Brien & <Sons> round-trips through DPO", async (t) => {
  const { client } = await withDpoSandbox(t);
  const created = await client.createToken(newToken('pay-2', { customer: { firstName: "O'Brien & <Sons>", lastName: 'Ntlhopheng "Kea" Ñandú', email: 'kea@example.bw' } }));
  const verification = await client.verifyToken(created.transToken, ours('pay-2'));
  t.equal(verification.customerName, `O'Brien & <Sons> Ntlhopheng "Kea" Ñandú`);
});

t.test('a card approved on the hosted page is proof: 000 with our amount, currency and CompanyRef', async (t) => {
  const { client } = await withDpoSandbox(t);
  const created = await client.createToken(newToken('pay-3'));
  const back = await payByCard(created.paymentPageUrl);
  t.equal(back.status, 302);
  const redirect = new URL(back.location!);
  t.equal(redirect.origin + redirect.pathname, 'http://app.test/');
  t.equal(redirect.searchParams.get('paymentId'), 'pay-3', 'our own query string is kept');
  t.equal(redirect.searchParams.get('TransactionToken'), created.transToken);
  t.equal(redirect.searchParams.get('CompanyRef'), 'pay-3');
  const verification = await client.verifyToken(created.transToken, ours('pay-3'));
  t.match(verification, { state: 'paid', result: '000', mismatches: [], amountMinor: 20_000, currency: 'BWP', approval: /^\d+$/ });
  const again = await client.createToken(newToken('pay-3')).catch((e: unknown) => e);
  t.ok(again instanceof ProviderError, 'a paid CompanyRef gets no second token (CompanyRefUnique)');
  t.match(again, { provider: 'dpo', issue: '940', transient: false });
});

t.test('a declined card is failed (901), and the member may still pay with another card', async (t) => {
  const { client } = await withDpoSandbox(t);
  const created = await client.createToken(newToken('pay-4'));
  t.equal((await payByCard(created.paymentPageUrl, '4000000000000002')).status, 200, 'the page shows the refusal');
  t.match(await client.verifyToken(created.transToken, ours('pay-4')), { state: 'failed', result: '901' });
  t.equal((await payByCard(created.paymentPageUrl, '4000000000009995')).status, 200);
  t.match(await client.verifyToken(created.transToken, ours('pay-4')), { state: 'failed', result: '901' }, 'insufficient funds');
  await payByCard(created.paymentPageUrl);
  t.match(await client.verifyToken(created.transToken, ours('pay-4')), { state: 'paid', result: '000' }, 'late proof');
});

t.test('a paid token for another amount, currency or CompanyRef is not proof of ours', async (t) => {
  const { client } = await withDpoSandbox(t);
  const created = await client.createToken(newToken('pay-5'));
  await payByCard(created.paymentPageUrl);
  t.match(await client.verifyToken(created.transToken, { ...ours('pay-5'), amountMinor: 30_000 }), { state: 'failed', result: '000', mismatches: ['amount'] });
  t.match(await client.verifyToken(created.transToken, { ...ours('pay-5'), amountMinor: 19_999 }), { state: 'failed', mismatches: ['amount'] });
  t.match(await client.verifyToken(created.transToken, { ...ours('pay-5'), currency: 'USD' }), { state: 'failed', result: '000', mismatches: ['currency'] });
  const other = await client.createToken(newToken('pay-6'));
  t.match(await client.verifyToken(created.transToken, ours('pay-6')), { state: 'failed', result: '902' }, "pay-5's token is not pay-6's payment");
  t.match(await client.verifyToken(other.transToken, ours('pay-6')), { state: 'pending', result: '900' });
  t.match(await client.verifyToken('00000000-0000-0000-0000-000000000000', ours('pay-5')), { state: 'failed', result: '902' }, 'an unknown token');
});

t.test('the in-between codes 001, 002, 003, 005 and 007 are pending, a passed time limit expired', async (t) => {
  const { client, control } = await withDpoSandbox(t);
  const created = await client.createToken(newToken('pay-7'));
  for (const result of ['001', '002', '003', '005', '007']) {
    await control(`result/${created.transToken}`, { result });
    t.match(await client.verifyToken(created.transToken, ours('pay-7')), { state: 'pending', result }, result);
  }
  await control(`expire/${created.transToken}`, {});
  t.match(await client.verifyToken(created.transToken, ours('pay-7')), { state: 'expired', result: '903' });
});

t.test('cancel: an unpaid token becomes cancelled (904); a cancelled or paid one cannot be cancelled', async (t) => {
  const { client } = await withDpoSandbox(t);
  const created = await client.createToken(newToken('pay-8'));
  await client.cancelToken(created.transToken);
  t.match(await client.verifyToken(created.transToken, ours('pay-8')), { state: 'cancelled', result: '904' });
  t.match(await client.cancelToken(created.transToken).catch((e: unknown) => e), { provider: 'dpo', issue: '999', transient: false });
  const paid = await client.createToken(newToken('pay-9'));
  await payByCard(paid.paymentPageUrl);
  const refused = await client.cancelToken(paid.transToken).catch((e: unknown) => e);
  t.ok(refused instanceof ProviderError);
  t.match(refused, { issue: '999', message: /paid/ });
  t.match(await client.verifyToken(paid.transToken, ours('pay-9')), { state: 'paid' }, 'still paid');
});

t.test('refund: part of a paid token once, never more than is left, never an unpaid one', async (t) => {
  const { client } = await withDpoSandbox(t);
  const unpaid = await client.createToken(newToken('pay-10'));
  t.match(await client.refundToken({ transToken: unpaid.transToken, amountMinor: 100, reason: 'test', refundRef: 'r-0' }).catch((e: unknown) => e), { provider: 'dpo', issue: '999', message: /not paid/ });
  const created = await client.createToken(newToken('pay-11'));
  await payByCard(created.paymentPageUrl);
  await client.refundToken({ transToken: created.transToken, amountMinor: 10_000, reason: `O'Brien & <Sons> asked`, refundRef: 'r-1' });
  const over = await client.refundToken({ transToken: created.transToken, amountMinor: 10_001, reason: 'again', refundRef: 'r-2' }).catch((e: unknown) => e);
  t.ok(over instanceof ProviderError);
  t.match(over, { issue: '999', message: /100\.00/ }, 'only P100.00 is left');
  await client.refundToken({ transToken: created.transToken, amountMinor: 10_000, reason: 'the rest', refundRef: 'r-3' });
  t.match(await client.refundToken({ transToken: created.transToken, amountMinor: 1, reason: 'more', refundRef: 'r-4' }).catch((e: unknown) => e), { issue: '999', message: /fully refunded/ });
  await t.rejects(client.refundToken({ transToken: created.transToken, amountMinor: 0, reason: 'none', refundRef: 'r-5' }), RangeError);
});

t.test("DPO's refusals of a request are ProviderErrors with DPO's code, not worth retrying", async (t) => {
  const { client, sandbox } = await withDpoSandbox(t);
  t.match(await client.createToken(newToken('pay-12', { currency: 'EUR' })).catch((e: unknown) => e), { provider: 'dpo', status: 200, issue: '904', transient: false });
  const stranger = dpoClientFor(sandbox, { companyToken: 'UNKNOWN-COMPANY-TOKEN-0000' });
  t.match(await stranger.verifyToken('X', ours('pay-12')).catch((e: unknown) => e), { provider: 'dpo', issue: '802', transient: false, message: /Company token does not exist/ });
});

t.test('an unreachable or slow DPO is a transient ProviderError (the api answers provider-unavailable)', async (t) => {
  const { client, sandbox, control } = await withDpoSandbox(t, { timeoutMs: 300 });
  const created = await client.createToken(newToken('pay-13'));
  await control('', { latencyMs: 1_000 });
  const slow = await client.verifyToken(created.transToken, ours('pay-13')).catch((e: unknown) => e);
  t.ok(slow instanceof ProviderError);
  t.match(slow, { provider: 'dpo', status: 0, issue: 'NO_ANSWER', transient: true });
  await control('', { latencyMs: 0 });
  t.match(await client.verifyToken(created.transToken, ours('pay-13')), { state: 'pending' }, 'answers again once DPO is back');
  const wrongPath = dpoClientFor({ url: `${sandbox.url}/not-dpo` });
  t.match(await wrongPath.cancelToken(created.transToken).catch((e: unknown) => e), { provider: 'dpo', status: 404 });
  await sandbox.close();
  const down = await client.createToken(newToken('pay-14')).catch((e: unknown) => e);
  t.ok(down instanceof ProviderError);
  t.match(down, { provider: 'dpo', status: 0, issue: 'NO_ANSWER', transient: true });
});
