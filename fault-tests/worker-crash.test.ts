import type { ChildProcess } from 'node:child_process';
import t from 'tap';
import { productProcess, startSystem, type System } from '../system-tests/helper.ts';
import { assertActivatedOnce, webhooksSettled } from '../system-tests/assertions.ts';

const workerProcess = (system: System): ChildProcess => productProcess('worker', { ...system.env, JOB_LOCK_SECONDS: '2', LOG_LEVEL: 'silent' });

t.test('the worker killed (SIGKILL) mid-capture and restarted: the payment ends captured once', async (t) => {
  const system = await startSystem(t, { workers: false });
  const children: ChildProcess[] = [];
  t.teardown(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));
  // Webhooks wait, so only the browser's capture path can capture; every PayPal answer is slow.
  await system.control('paypal', { webhooks: { hold: true }, latencyMs: 1500 });
  const member = await system.member();
  const { redirectUrl, orderId, paymentId } = (await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local' }, member.token)).body.data;
  await system.paypalDecision(redirectUrl, 'approve');

  const first = workerProcess(system);
  children.push(first);
  const capture = system.call('POST', '/api/payments/paypal/capture', { orderId }, member.token);
  // Wait until the worker is talking to PayPal (the capture request reached the stand-in), then kill it.
  await system.eventually(
    async () => ((await (await fetch(`${system.sandboxUrl}/paypal/_control/requests`)).json()) as { requests: Array<{ path: string }> }).requests,
    (requests) => requests.some((r) => r.path.endsWith(`/orders/${orderId}/capture`)),
    20_000,
  );
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));
  t.not(
    (await system.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status,
    'captured',
    'the first worker died before recording the capture',
  );

  children.push(workerProcess(system));
  await system.control('paypal', { latencyMs: 0 });
  await assertActivatedOnce(t, system, member.uid, paymentId);
  await capture;
  await system.control('paypal', {}, '/release');
  await webhooksSettled(system, 2);
  await assertActivatedOnce(t, system, member.uid, paymentId);
});
