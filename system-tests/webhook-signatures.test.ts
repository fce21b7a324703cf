import t from 'tap';
import { sql } from 'kysely';
import { startSystem, type System } from './helper.ts';

const stored = async (system: System) => (await sql<{ n: number }>`select count(*)::int as n from webhook_events`.execute(system.db)).rows[0]!.n;
const captured = async (system: System) => (await sql<{ n: number }>`select count(*)::int as n from payments where status = 'captured'`.execute(system.db)).rows[0]!.n;

async function deliveries(system: System, provider: 'paypal' | 'yoco', atLeast: number) {
  return system.eventually(
    async () => {
      const { deliveries: list } = (await (await fetch(`${system.sandboxUrl}/${provider}/_control/deliveries`)).json()) as {
        deliveries: Array<{ status?: number | null; status_code?: number | null }>;
      };
      // PayPal's stand-in logs `status_code`, Yoco's `status`.
      return list.map((d) => ({ status: d.status ?? d.status_code ?? null }));
    },
    (list) => list.filter((d) => d.status !== null).length >= atLeast,
  );
}

t.test('PayPal events with a forged signature or a certificate from a host not allowed: 400, nothing stored, nothing activated', async (t) => {
  for (const fault of [{ badSignature: true }, { certUrlHost: 'evil.example' }]) {
    const system = await startSystem(t, { workers: false });
    await system.control('paypal', { webhooks: fault });
    const member = await system.member();
    const start = await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local' }, member.token);
    await system.paypalDecision(start.body.data.redirectUrl, 'approve');
    const seen = await deliveries(system, 'paypal', 1);
    t.ok(seen.filter((d) => d.status !== null).every((d) => d.status === 400), `${JSON.stringify(fault)}: every delivery answered 400`);
    t.equal(await stored(system), 0);
    t.equal(await captured(system), 0);
  }
});

t.test('Yoco events with a bad signature or a stale timestamp: 400, nothing stored, nothing activated', async (t) => {
  for (const fault of [{ badSignature: true }, { staleTimestampSeconds: 600 }]) {
    const system = await startSystem(t, { workers: false });
    await system.control('yoco', { webhooks: fault });
    const member = await system.member();
    const start = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token);
    await system.yocoDecision(start.body.data.redirectUrl, 'pay');
    const seen = await deliveries(system, 'yoco', 1);
    t.ok(seen.filter((d) => d.status !== null).every((d) => d.status === 400), `${JSON.stringify(fault)}: every delivery answered 400`);
    t.equal(await stored(system), 0);
    t.equal(await captured(system), 0);
  }
});

t.test('a hand-made webhook without headers, with garbage, or as text is refused in the error shape', async (t) => {
  const system = await startSystem(t, { workers: false });
  for (const provider of ['paypal', 'yoco']) {
    for (const [body, type] of [['{"id":"evt_1","type":"payment.succeeded"}', 'application/json'], ['not json', 'application/json'], ['{}', 'text/plain']] as const) {
      const response = await fetch(`${system.apiUrl}/webhooks/${provider}`, { method: 'POST', headers: { 'content-type': type }, body });
      t.ok(response.status === 400 || response.status === 415, `${provider} ${type} ${body}: ${response.status}`);
      const answer = (await response.json()) as { error?: { code: string } };
      t.type(answer.error?.code, 'string');
    }
  }
  t.equal(await stored(system), 0);
});
