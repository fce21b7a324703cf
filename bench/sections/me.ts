import { startNodeServer } from '../../harness/node-server.ts';
import { freePort } from '../../harness/ports.ts';
import { startBenchProduct } from '../lib/bench-product.ts';
import { assertMostlyOk, warmThenMeasure, type LoadSettings } from '../lib/load.ts';
import { createMembers } from '../lib/members.ts';
import { row } from '../lib/rows.ts';
import type { Cleanup } from '../lib/cleanup.ts';
import type { BenchContext, Section, SectionResult } from '../lib/section.ts';

/** product.md §11: GET /api/me at 50 connections. */
export const meLoad = { connections: 50, seconds: 10, warmupSeconds: 2 };

/** The reference: bench/servers/bare-jwt.ts as a child process started as the product's api is, stopped at cleanup. */
async function startBareRoute(jwtSecret: string, cleanup: Cleanup) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output = (label: string, line: string) => process.stderr.write(`  ${label} | ${line}\n`);
  const env = { JWT_SECRET: jwtSecret, PORT: String(port) };
  const server = await startNodeServer({ label: 'bare', entry: 'bench/servers/bare-jwt.ts', env, readyUrl: `${url}/healthz`, output });
  cleanup.add('stop bare', () => server.stop());
  return { url, stop: server.stop };
}

/**
 * GET /api/me on the product (its whole hot path: JWT check, live session, profile) against a bare Fastify
 * route doing only the same JWT check. Both are child processes started with the same Node flags, measured one
 * after the other by autocannon from this process, with the same member's access token.
 */
async function measureMe({ cleanup, say, ...context }: BenchContext): Promise<SectionResult> {
  const product = await startBenchProduct({ cleanup, say, ...context }, { mode: 'child-processes', sandbox: false, workers: false });
  const [member] = await createMembers({ apiUrl: product.apiUrl, databaseUrl: product.databaseUrl, jwtSecret: product.jwtSecret, count: 1 });
  const bare = await startBareRoute(product.jwtSecret, cleanup);
  const load = (baseUrl: string): LoadSettings => ({
    url: `${baseUrl}/api/me`,
    headers: { authorization: `Bearer ${member!.accessToken}` },
    connections: meLoad.connections,
    seconds: meLoad.seconds,
  });

  say(`bare route: ${meLoad.warmupSeconds} s warm-up, ${meLoad.seconds} s measured, ${meLoad.connections} connections`);
  const bareFigures = await warmThenMeasure(load(bare.url), meLoad.warmupSeconds);
  assertMostlyOk('bare GET /api/me', bareFigures);
  await bare.stop();

  say(`product: ${meLoad.warmupSeconds} s warm-up, ${meLoad.seconds} s measured, ${meLoad.connections} connections`);
  const productFigures = await warmThenMeasure(load(product.apiUrl), meLoad.warmupSeconds);
  assertMostlyOk('product GET /api/me', productFigures);

  return {
    rows: [
      row('me', `GET /api/me throughput (${meLoad.connections} conns)`, productFigures.requestsPerSecond, 'req/s', bareFigures.requestsPerSecond, 'bare JWT route', { ratioAtLeast: 0.5 }),
      row('me', `GET /api/me p99 (${meLoad.connections} conns)`, productFigures.p99Ms, 'ms', bareFigures.p99Ms, 'bare JWT route', { atMost: 50 }),
    ],
    details: { load: meLoad, processes: 'both servers are child processes: node --import tsx', product: productFigures, bare: bareFigures },
  };
}

export const meSection: Section = { name: 'me', title: 'GET /api/me, product against a bare JWT route', timeLimitSeconds: 150, run: measureMe };
