import fp from 'fastify-plugin';
import { createLiveCache, type LiveCache, type LiveSession } from '@guidepass/live-cache/live-cache';
import type { StoredProfile } from '../../services/auth/load-profile.ts';

/** The caller behind a live session family, as the session check needs it on every request. */
export interface SessionUser extends LiveSession {
  email: string;
  emailVerified: boolean;
  signedInAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** live session families and profiles served from memory, dropped when Postgres announces a change */
    liveCache: LiveCache<SessionUser, StoredProfile>;
  }
}

export default fp(
  async function liveCache(app) {
    const cache = createLiveCache<SessionUser, StoredProfile>({
      connectionString: app.config.databaseUrl,
      onError: (error) => app.log.warn({ err: error }, 'member-change listener down; sessions and profiles are read from the database'),
    });
    app.decorate('liveCache', cache);
    app.addHook('onClose', async () => cache.close());
  },
  { name: 'live-cache' },
);
