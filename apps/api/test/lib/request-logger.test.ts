import t from 'tap';
import { requestLogger } from '../../src/lib/request-logger.ts';
import { build } from '../helper.ts';

t.test("a guide pass in the address never reaches the request log", async (t) => {
  const lines: string[] = [];
  const app = await build(t, {}, { logger: requestLogger('info', { write: (line) => lines.push(line) }) });
  const pass = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtZW1iZXIifQ.c2lnbmF0dXJl';
  await app.inject({ method: 'GET', url: `/guide/${pass}/okavango.html?x=1`, headers: { authorization: 'Bearer secret-token' } });
  const logged = lines.join('\n');
  t.match(logged, '/guide/[pass]/okavango.html?x=1', 'the request is logged with its pass masked');
  t.notMatch(logged, pass);
  t.notMatch(logged, 'secret-token');
});
