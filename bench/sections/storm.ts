import { assertMostlyOk, runLoad, warmThenMeasure, type LoadSettings } from '../lib/load.ts';
import { createMembers } from '../lib/members.ts';
import { startBenchProduct } from '../lib/bench-product.ts';
import { postStatus, sendPaced } from '../lib/paced-requests.ts';
import { row } from '../lib/rows.ts';
import type { BenchContext, Section, SectionResult } from '../lib/section.ts';
import { sleep } from '../lib/stats.ts';
import { meLoad } from './me.ts';

/** product.md §11: other routes' p99 ≤ 50 ms during a storm of 20 logins a second. */
const loginsPerSecond = 20;
const p99BudgetMs = 50;

/**
 * GET /api/me at 50 connections on the product's api (a child process), measured alone and then during a storm of
 * correct-password logins (argon2id at OWASP's parameters, a new session each) sent at a fixed 20 a second, open
 * loop: a slow answer does not hold the next login back. The storm starts a warm-up's length before the measured
 * window and ends after it, so it covers all of it.
 */
async function measureStorm(context: BenchContext): Promise<SectionResult> {
  const product = await startBenchProduct(context, { mode: 'child-processes', sandbox: false, workers: false });
  const [reader, stormer] = await createMembers({ apiUrl: product.apiUrl, databaseUrl: product.databaseUrl, jwtSecret: product.jwtSecret, count: 2 });
  const me: LoadSettings = {
    url: `${product.apiUrl}/api/me`,
    headers: { authorization: `Bearer ${reader!.accessToken}` },
    connections: meLoad.connections,
    seconds: meLoad.seconds,
  };

  context.say(`GET /api/me alone: ${meLoad.warmupSeconds} s warm-up, ${meLoad.seconds} s measured, ${meLoad.connections} connections`);
  const quiet = await warmThenMeasure(me, meLoad.warmupSeconds);
  assertMostlyOk('GET /api/me without storm', quiet);

  const stormSeconds = meLoad.warmupSeconds + meLoad.seconds + 1;
  context.say(`GET /api/me during ${loginsPerSecond} logins/s (open loop, ${stormSeconds} s): ${meLoad.seconds} s measured`);
  const loginBody = JSON.stringify({ email: stormer!.email, password: stormer!.password });
  const storm = sendPaced({ perSecond: loginsPerSecond, count: loginsPerSecond * stormSeconds }, () => postStatus(`${product.apiUrl}/auth/login`, loginBody));
  await sleep(meLoad.warmupSeconds * 1000);
  const stormy = await runLoad(me);
  const logins = (await storm).figures;
  assertMostlyOk('GET /api/me during the storm', stormy);
  const refused = logins.statuses[503] ?? 0;
  const other = logins.sent - (logins.statuses[200] ?? 0) - refused;
  if (other > 0) throw new Error(`logins answered neither 200 nor 503: ${JSON.stringify(logins.statuses)}`);

  return {
    rows: [
      row('storm', `GET /api/me p99 during ${loginsPerSecond} logins/s (${meLoad.connections} conns)`, stormy.p99Ms, 'ms', quiet.p99Ms, 'no storm', { atMost: p99BudgetMs }),
      row('storm', `GET /api/me throughput during ${loginsPerSecond} logins/s`, stormy.requestsPerSecond, 'req/s', quiet.requestsPerSecond, 'no storm'),
      row('storm', 'logins answered per second', logins.answeredPerSecond, 'req/s', loginsPerSecond, 'rate sent'),
      row('storm', 'login p99 during the storm', logins.p99Ms, 'ms', null, '—'),
      row('storm', 'logins refused (503 busy)', refused, 'logins', logins.sent, 'logins sent', { atMost: 0 }),
    ],
    details: { load: meLoad, loginsPerSecond, stormSeconds, withoutStorm: quiet, duringStorm: stormy, logins },
  };
}

export const stormSection: Section = { name: 'storm', title: `GET /api/me during ${loginsPerSecond} logins a second`, timeLimitSeconds: 150, run: measureStorm };
