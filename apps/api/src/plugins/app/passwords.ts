import fp from 'fastify-plugin';
import { ServerBusy } from '../../errors.ts';
import { busyRetryAfterSeconds, createHashPool, type HashPoolStats } from '../../lib/auth/hash-pool.ts';
import { createPasswords, type Passwords } from '../../lib/auth/passwords.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** argon2id hashing and checking, bounded by PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE */
    passwords: Passwords & { stats(): HashPoolStats };
  }
}

export default fp(async function passwords(app) {
  const pool = createHashPool(app.config.passwordHashing);
  app.decorate('passwords', { ...createPasswords(pool), stats: pool.stats });
  // onError runs before the error handler and may add headers: a refused caller learns when to come back.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ServerBusy) reply.header('retry-after', String(busyRetryAfterSeconds));
  });
}, { name: 'passwords' });
