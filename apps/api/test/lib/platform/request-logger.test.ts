import t from 'tap';
import Fastify from 'fastify';
import { LogController } from 'fastify';
import { logRequests, requestLogger, slowRequestMs } from '../../../src/lib/platform/request-logger.ts';
import { build } from '../../helper.ts';

const pass = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtZW1iZXIifQ.c2lnbmF0dXJl';
const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } });

t.test('a guide pass in the address never reaches the request log', async (t) => {
  const lines: string[] = [];
  const app = await build(t, {}, { logger: requestLogger('debug', { write: (line) => lines.push(line) }) });
  await app.inject({ method: 'GET', url: `/guide/${pass}/okavango.html?x=1`, headers: { authorization: 'Bearer secret-token' } });
  const logged = lines.join('\n');
  t.match(logged, '/guide/[pass]/okavango.html?x=1', 'the request is logged with its pass masked');
  t.notMatch(logged, pass);
  t.notMatch(logged, 'secret-token');
});

t.test('at debug one line per request; above debug none for an ordinary answer', async (t) => {
  for (const [level, expected] of [['debug', 1], ['info', 0]] as const) {
    const lines: string[] = [];
    const app = await build(t, {}, { logger: requestLogger(level, { write: (line) => lines.push(line) }) });
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/healthz' });
    const requestLines = parsed(lines).filter((line) => line.req?.url === '/healthz');
    t.equal(requestLines.length, expected, `${level}: ${expected} line(s)`);
  }
});

t.test('server errors and slow requests are logged at any level, guide passes masked', async (t) => {
  const lines: string[] = [];
  const app = Fastify({ logger: requestLogger('warn', { write: (line) => lines.push(line) }), logController: new LogController({ disableRequestLogging: true }) });
  logRequests(app);
  app.get('/guide/:pass/broken', async () => {
    throw new Error('upstream fell over');
  });
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, slowRequestMs + 50));
    return { ok: true };
  });
  app.get('/fine', async () => ({ ok: true }));
  t.teardown(() => app.close());
  await app.inject({ method: 'GET', url: `/guide/${pass}/broken` });
  await app.inject({ method: 'GET', url: '/slow' });
  await app.inject({ method: 'GET', url: '/fine' });
  const requestLines = parsed(lines).filter((line) => line.req);
  t.same(
    requestLines.map((line) => [line.msg, line.req!.url]),
    [
      ['request answered with a server error', '/guide/[pass]/broken'],
      ['slow request', '/slow'],
    ],
  );
  t.notMatch(lines.join('\n'), pass);
});
