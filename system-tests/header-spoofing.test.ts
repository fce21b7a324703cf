import t from 'tap';
import { startSystem, type System } from './helper.ts';

/** Five wrong logins, answered statuses in order. */
async function logins(system: System, email: (i: number) => string, forwardedFor?: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const response = await fetch(`${system.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor(i) } : {}) },
      body: JSON.stringify({ email: email(i), password: 'wrong-one' }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

const limits = { RATE_LIMIT_AUTH_PER_IP: '3', RATE_LIMIT_AUTH_PER_EMAIL: '3' };
const tripped = [401, 401, 401, 429, 429];

t.test('X-Forwarded-For chosen by the client buys no fresh budget: both login limits hold', async (t) => {
  const control = await startSystem(t, { workers: false, env: limits });
  t.same(await logins(control, (i) => `ip${i}@example.com`), tripped, 'control: five addresses from one client, the per-IP limit trips');

  const oneAddress = await startSystem(t, { workers: false, env: { ...limits, RATE_LIMIT_AUTH_PER_IP: '1000' } });
  t.same(
    await logins(oneAddress, () => 'victim@example.com', (i) => `203.0.113.${i}`),
    tripped,
    'one address from "five clients" (a spoofed header each time): the per-e-mail limit trips',
  );

  const spray = await startSystem(t, { workers: false, env: limits });
  t.same(await logins(spray, (i) => `spray${i}@example.com`, (i) => `198.51.100.${i}`), tripped, 'a client-chosen X-Forwarded-For does not buy a fresh per-IP budget');
});

t.test('behind a proxy named by TRUST_PROXY, the address it forwards is the one counted', async (t) => {
  const system = await startSystem(t, { workers: false, env: { ...limits, TRUST_PROXY: '127.0.0.1' } });
  // The test is the proxy here (127.0.0.1): each forwarded client gets its own budget.
  t.same(await logins(system, (i) => `fwd${i}@example.com`, (i) => `198.51.100.${i}`), [401, 401, 401, 401, 401]);
});
