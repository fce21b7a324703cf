import t from 'tap';
import { sql } from 'kysely';
import { startSystem, type System } from './helper.ts';

// Issue 30 item 5 (product.md §18): unsigned notifications cost little. A flood naming a payment that is already final,
// or one already being verified, is answered "OK" and neither stored nor verified again (at most one verify per
// payment per 30 s).
/** A notification naming the token; `n` makes each one's body (and so its event id) its own, as DPO's resends differ. */
const notify = (system: System, token: string, n = 0) =>
  fetch(`${system.apiUrl}/webhooks/dpo`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml' },
    body: `<?xml version="1.0" encoding="utf-8"?><API3G><Result>000</Result><ResultExplanation>Transaction Paid ${n}</ResultExplanation><TransactionToken>${token}</TransactionToken></API3G>`,
  }).then(async (r) => ({ status: r.status, text: await r.text() }));

const storedEvents = async (system: System) => (await sql<{ n: number }>`select count(*)::int as n from webhook_events where provider = 'dpo'`.execute(system.db)).rows[0]!.n;

t.test('DPO notification floods', async (t) => {
  const system = await startSystem(t);

  t.test('200 notifications naming a failed payment: each answered OK, none stored', async (t) => {
    const member = await system.member();
    const started = (await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local', mobile: { phone: '71 444 001', operator: 'orange' } }, member.token)).body.data;
    await fetch(`${system.sandboxUrl}/dpo/_control/mobile/${started.providerRef}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"outcome":"declined"}' });
    const row = () => system.db.selectFrom('payments').select('status').where('id', '=', started.paymentId).executeTakeFirstOrThrow();
    t.equal((await system.eventually(row, (r) => r.status === 'failed', 10_000, 100)).status, 'failed');
    const before = await storedEvents(system);

    const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => notify(system, started.providerRef, n)));
    t.ok(answers.every((a) => a.status === 200 && a.text === 'OK'), 'every one answered OK');
    t.equal(await storedEvents(system), before, 'none stored, so none verified');
  });

  t.test('50 notifications at once naming an open payment: one stored and verified, the rest answered OK and dropped', async (t) => {
    const member = await system.member();
    const started = (await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local' }, member.token)).body.data;
    const before = await storedEvents(system);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => notify(system, started.providerRef, n)));
    t.ok(answers.every((a) => a.status === 200 && a.text === 'OK'), 'every one answered OK');
    t.equal(await storedEvents(system), before + 1, 'one verify for the payment in 30 s');
    // Later, still within the 30 s: nothing more.
    t.same(await notify(system, started.providerRef, 51), { status: 200, text: 'OK' });
    t.equal(await storedEvents(system), before + 1);
  });
});
