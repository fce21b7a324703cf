// Prompt bombing (issue 30, product.md §18): several accounts from several addresses aim a flood of mobile-money
// requests at one stranger's number. The number's owner sees at most 1 request at a time and 3 in the hour.
import { request } from 'node:http';
import t from 'tap';
import { startSystem, type System } from '../system-tests/helper.ts';

const addresses = ['127.0.0.1', '127.0.0.2', '127.0.0.3'];
const victim = '71 999 001';

/** POST /api/payments/dpo from a chosen local address (the api sees it as the client's IP). */
function askFrom(system: System, localAddress: string, token: string): Promise<{ status: number; body: any }> {
  const url = new URL('/api/payments/dpo', system.apiUrl);
  const body = JSON.stringify({ selectedTierId: 'local', mobile: { phone: victim, operator: 'orange' } });
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

async function decline(system: System, started: { paymentId: string; providerRef: string }) {
  await fetch(`${system.sandboxUrl}/dpo/_control/mobile/${started.providerRef}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'declined' }) });
  const row = () => system.db.selectFrom('payments').select('status').where('id', '=', started.paymentId).executeTakeFirstOrThrow();
  await system.eventually(row, (r) => r.status === 'failed', 10_000, 100);
}

t.test('3 accounts from 3 IPs aim 30 requests at one number: at most 1 open and 3 in the hour', async (t) => {
  // The per-member start budget is lifted, so what stops the flood is the number's own bound.
  const system = await startSystem(t, { env: { RATE_LIMIT_PAYMENT_STARTS_PER_USER: '1000', RATE_LIMIT_OPEN_PAYMENTS_PER_USER: '1000' } });
  const accounts = [await system.member(), await system.member(), await system.member()];
  const accepted: { paymentId: string; providerRef: string }[] = [];
  // Three waves of 10 at once; between waves the phone declines what reached it, freeing the open slot.
  for (let wave = 0; wave < 3; wave += 1) {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => askFrom(system, addresses[i % 3]!, accounts[(i + wave) % 3]!.token)));
    const passed = answers.filter((a) => a.status === 200);
    t.ok(passed.length <= 1, `wave ${wave + 1}: ${passed.length} request(s) reached the phone`);
    t.ok(answers.every((a) => a.status === 200 || (a.status === 429 && a.body.error.reason === 'mobile-number-busy')), `wave ${wave + 1}: the rest are 429 mobile-number-busy`);
    const open = await system.db.selectFrom('payments').select('id').where('provider', '=', 'dpo').where('status', '=', 'created').execute();
    t.ok(open.length <= 1, `wave ${wave + 1}: ${open.length} open`);
    for (const a of passed) {
      accepted.push(a.body.data);
      await decline(system, a.body.data);
    }
  }
  t.ok(accepted.length <= 3, `${accepted.length} requests reached the number in the hour`);
  const fourth = await askFrom(system, addresses[0]!, accounts[0]!.token);
  t.equal(fourth.status, 429, 'the number is done for the hour');
  t.equal(fourth.body.error.reason, accepted.length === 3 ? 'too-many-mobile-requests' : 'mobile-number-busy');
  const total = await system.db.selectFrom('payments').select((eb) => eb.fn.countAll<string>().as('n')).where('provider', '=', 'dpo').executeTakeFirstOrThrow();
  t.equal(Number(total.n), accepted.length, 'nothing recorded for a refused request');
});
