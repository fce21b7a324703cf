import fp from 'fastify-plugin';
import { helmetHeaders, helmetOptions } from '../../lib/platform/security-headers.ts';

/** helmet's security headers on every answer, set by one hook from a set computed at start. */
export default fp(async function securityHeaders(app) {
  const headers = helmetHeaders(helmetOptions);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
