import type { ChildProcess } from 'node:child_process';
import t from 'tap';
import { freePort } from '../harness/ports.ts';
import { productProcess, startSystem } from '../system-tests/helper.ts';
import { assertActivatedOnce } from '../system-tests/assertions.ts';

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; ms: number }>((resolve) => {
    const started = Date.now();
    child.once('exit', (code) => resolve({ code, ms: Date.now() - started }));
  });

t.test('SIGTERM: the api answers its in-flight request, then exits 0', async (t) => {
  const system = await startSystem(t, { workers: false });
  const port = await freePort();
  const api = productProcess('api', { ...system.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  t.teardown(() => api.exitCode === null && api.kill('SIGKILL'));
  await system.eventually(() => fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.status, () => 0), (s) => s === 200, 30_000);
  const member = await system.member();
  // A login takes an argon2 verification: in flight when the signal arrives.
  const inFlight = fetch(`http://127.0.0.1:${port}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: 'delta-safari-9' }),
  });
  await new Promise((r) => setTimeout(r, 5));
  const done = exited(api);
  api.kill('SIGTERM');
  t.equal((await inFlight).status, 200, 'the request in flight was answered');
  const { code, ms } = await done;
  t.equal(code, 0);
  t.ok(ms < 10_000, `stopped in ${ms} ms`);
});

t.test('SIGTERM: the worker lets its running capture finish, then exits 0', async (t) => {
  const system = await startSystem(t, { workers: false });
  await system.control('paypal', { webhooks: { hold: true }, latencyMs: 1500 });
  const member = await system.member();
  const { redirectUrl, orderId, paymentId } = (await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local' }, member.token)).body.data;
  await system.paypalDecision(redirectUrl, 'approve');
  const worker = productProcess('worker', { ...system.env, LOG_LEVEL: 'silent' });
  t.teardown(() => worker.exitCode === null && worker.kill('SIGKILL'));
  void system.call('POST', '/api/payments/paypal/capture', { orderId }, member.token);
  await system.eventually(
    async () => ((await (await fetch(`${system.sandboxUrl}/paypal/_control/requests`)).json()) as { requests: Array<{ path: string }> }).requests,
    (requests) => requests.some((r) => r.path.endsWith(`/orders/${orderId}/capture`)),
    30_000,
  );
  const done = exited(worker);
  worker.kill('SIGTERM');
  const { code } = await done;
  t.equal(code, 0);
  await assertActivatedOnce(t, system, member.uid, paymentId);
});
