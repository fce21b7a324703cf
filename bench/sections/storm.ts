import { assertMostlyOk, runLoad, warmThenMeasure, type LoadSettings } from '../lib/load.ts';
import { createMembers } from '../lib/members.ts';
import { startProductProcesses } from '../lib/bench-product.ts';
import { row } from '../lib/rows.ts';
import type { BenchContext, Section, SectionResult } from '../lib/section.ts';
import { sleep } from '../lib/stats.ts';
import { meLoad } from './me.ts';

const stormConnections = 8;

/**
 * GET /api/me measured twice on the product's api (a child process): alone, then while another autocannon sends
 * correct-password logins (argon2id at OWASP's parameters, a new session each) over 8 connections. The storm starts
 * a warm-up's length before the measured window and ends after it, so it covers all of it.
 */
async function measureStorm(context: BenchContext): Promise<SectionResult> {
  const product = await startProductProcesses(context, { sandbox: false, workers: false });
  const [reader, stormer] = await createMembers({ apiUrl: product.apiUrl, databaseUrl: product.databaseUrl, jwtSecret: product.jwtSecret, count: 2 });
  const me: LoadSettings = {
    url: `${product.apiUrl}/api/me`,
    headers: { authorization: `Bearer ${reader!.accessToken}` },
    connections: meLoad.connections,
    seconds: meLoad.seconds,
  };

  context.say(`GET /api/me alone: ${meLoad.warmupSeconds} s warm-up, ${meLoad.seconds} s measured`);
  const quiet = await warmThenMeasure(me, meLoad.warmupSeconds);
  assertMostlyOk('GET /api/me without storm', quiet);

  context.say(`GET /api/me during ${stormConnections} connections of POST /auth/login: ${meLoad.seconds} s measured`);
  const stormSeconds = meLoad.warmupSeconds + meLoad.seconds + 1;
  const storm = runLoad({
    url: `${product.apiUrl}/auth/login`,
    method: 'POST',
    body: { email: stormer!.email, password: stormer!.password },
    connections: stormConnections,
    seconds: stormSeconds,
  });
  await sleep(meLoad.warmupSeconds * 1000);
  const stormy = await runLoad(me);
  const logins = await storm;
  assertMostlyOk('GET /api/me during the storm', stormy);
  assertMostlyOk('POST /auth/login storm', logins);

  return {
    rows: [
      row('storm', 'GET /api/me p99 during login storm', stormy.p99Ms, 'ms', quiet.p99Ms, 'no storm'),
      row('storm', 'GET /api/me throughput during login storm', stormy.requestsPerSecond, 'req/s', quiet.requestsPerSecond, 'no storm'),
      row('storm', `logins during the storm (${stormConnections} conns)`, logins.requestsPerSecond, 'req/s', null, '—'),
      row('storm', 'login p99 during the storm', logins.p99Ms, 'ms', null, '—'),
    ],
    details: { load: meLoad, stormConnections, stormSeconds, withoutStorm: quiet, duringStorm: stormy, logins },
  };
}

export const stormSection: Section = { name: 'storm', title: 'GET /api/me during a login storm', timeLimitSeconds: 150, run: measureStorm };
