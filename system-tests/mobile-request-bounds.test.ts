import t, { type Test } from 'tap';
import { messages } from '@guidepass/domain/messages';
import { startSystem, type System } from './helper.ts';

// Issue 30 item 2 (product.md §18): prompt bombing. Mobile-money requests are bounded per target number across every
// account (1 waiting on the phone, 3 an hour, 10 a day) and per IP (10 an hour); beyond, 429 with Retry-After.

type Member = Awaited<ReturnType<System['member']>>;

const ask = (system: System, member: Member, phone: string) =>
  system.call('POST', '/api/payments/dpo', { selectedTierId: 'local', mobile: { phone, operator: 'orange' } }, member.token);

/** The phone declines the request, and the worker has seen it: the payment is final. */
async function declined(t: Test, system: System, started: { paymentId: string; providerRef: string }) {
  const phone = await fetch(`${system.sandboxUrl}/dpo/_control/mobile/${started.providerRef}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'declined' }),
  });
  t.equal(phone.status, 200);
  const row = () => system.db.selectFrom('payments').select('status').where('id', '=', started.paymentId).executeTakeFirstOrThrow();
  t.equal((await system.eventually(row, (r) => r.status === 'failed', 10_000, 100)).status, 'failed');
}

function refused(t: Test, answer: { status: number; body: any; headers: Headers }, reason: string, message: string, maxSeconds: number) {
  t.equal(answer.status, 429, JSON.stringify(answer.body));
  t.equal(answer.body.error.reason, reason);
  t.equal(answer.body.error.message, message);
  const retryAfter = Number(answer.headers.get('retry-after'));
  t.ok(retryAfter >= 1 && retryAfter <= maxSeconds, `Retry-After ${retryAfter} s`);
  return retryAfter;
}

t.test('mobile-money requests are bounded per target number, across accounts, and per IP', async (t) => {
  const system = await startSystem(t);
  const [a, b, c] = [await system.member(), await system.member(), await system.member()];
  const victim = '71 555 123';

  const first = await ask(system, a, victim);
  t.equal(first.status, 200, JSON.stringify(first.body));
  // Another account aiming at the same phone while the first request waits there.
  refused(t, await ask(system, b, '+267 71555123'), 'mobile-number-busy', messages.mobileNumberBusy, 16 * 60);
  refused(t, await ask(system, a, victim), 'mobile-number-busy', messages.mobileNumberBusy, 16 * 60);
  await declined(t, system, first.body.data);

  // Declined on the phone, the slot is free again, but only 3 requests reach the number in the hour.
  const second = await ask(system, b, victim);
  t.equal(second.status, 200, JSON.stringify(second.body));
  await declined(t, system, second.body.data);
  const third = await ask(system, c, victim);
  t.equal(third.status, 200, JSON.stringify(third.body));
  await declined(t, system, third.body.data);
  const retry = refused(t, await ask(system, a, victim), 'too-many-mobile-requests', messages.mobileNumberLimit, 3600);
  t.ok(retry > 3500, 'the hour runs from the first request');
  const count = await system.db.selectFrom('payments').select((eb) => eb.fn.countAll<string>().as('n')).where('provider', '=', 'dpo').executeTakeFirstOrThrow();
  t.equal(Number(count.n), 3, 'refused requests record nothing');

  // Per IP: 10 mobile-money starts an hour, whatever the numbers and accounts (3 made above).
  const others = [await system.member(), await system.member(), await system.member(), await system.member()];
  for (let i = 0; i < 7; i += 1) {
    const answer = await ask(system, others[i % others.length]!, `72 000 00${i}`);
    t.equal(answer.status, 200, `start ${i + 4} from this IP: ${JSON.stringify(answer.body)}`);
  }
  refused(t, await ask(system, others[0]!, '73 000 000'), 'too-many-mobile-requests-from-here', messages.mobileRequestsFromHere, 3600);
});
