import { freePort } from '../../scripts/lib/ports.ts';
import { startChildServer } from '../lib/child-server.ts';
import { assertMostlyOk, warmThenMeasure, type LoadSettings } from '../lib/load.ts';
import { createMembers } from '../lib/members.ts';
import { startProductServer } from '../lib/product-server.ts';
import { row } from '../lib/rows.ts';
import type { Section } from '../lib/section.ts';

export const meLoad = { connections: 10, seconds: 10, warmupSeconds: 2 };

/**
 * GET /api/me on the product (JWT check + live-session lookup in Postgres + profile read) against a bare Fastify
 * route doing only the same JWT check. Both are child processes started with the same Node flags, measured one
 * after the other by autocannon from this process, with the same member's access token.
 */
export const meSection: Section = {
  name: 'me',
  title: 'GET /api/me, product against a bare JWT route',
  timeLimitSeconds: 150,
  async run({ cleanup, say, ...context }) {
    const product = await startProductServer({ cleanup, say, ...context });
    const [member] = await createMembers({ apiUrl: product.url, databaseUrl: product.databaseUrl, jwtSecret: product.jwtSecret, count: 1 });
    const bare = await startChildServer({
      label: 'bare',
      entry: 'bench/servers/bare-jwt.ts',
      port: await freePort(),
      readyPath: '/healthz',
      env: { JWT_SECRET: product.jwtSecret },
      cleanup,
    });
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
    const productFigures = await warmThenMeasure(load(product.url), meLoad.warmupSeconds);
    assertMostlyOk('product GET /api/me', productFigures);

    return {
      rows: [
        row('me', 'GET /api/me throughput', productFigures.requestsPerSecond, 'req/s', bareFigures.requestsPerSecond, 'bare JWT route'),
        row('me', 'GET /api/me p99', productFigures.p99Ms, 'ms', bareFigures.p99Ms, 'bare JWT route'),
      ],
      details: { load: meLoad, processes: 'both servers are child processes: node --import tsx', product: productFigures, bare: bareFigures },
    };
  },
};
