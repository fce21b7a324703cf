import fp from 'fastify-plugin';
import { createDb, type Db } from '@guidepass/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp(async function db(app) {
  const db = createDb(app.config.databaseUrl, { onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost') });
  app.decorate('db', db);
  app.addHook('onClose', async () => db.destroy());
}, { name: 'db' });
