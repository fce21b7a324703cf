import path from 'node:path';
import { embeddedPostgres, localPostgres, postgresAnswers, type PostgresHandle } from '../../scripts/lib/postgres.ts';
import { ensureRedis, type RedisHandle } from '../../scripts/lib/redis.ts';
import { repoRoot } from '../../scripts/lib/stack.ts';

/** PostgreSQL as `npm test` finds it: TEST_DATABASE_URL / DATABASE_URL, else 127.0.0.1:5432, else an embedded one. */
export async function findPostgres(): Promise<PostgresHandle> {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) {
    if (!(await postgresAnswers(given))) throw new Error(`PostgreSQL does not answer at ${given}`);
    return { adminUrl: given, stop: async () => {} };
  }
  return (await localPostgres()) ?? embeddedPostgres(path.join(repoRoot, '.data/bench-postgres'), 54331);
}

/** Redis at REDIS_URL (default 127.0.0.1:6379), or a redis-server started for the run. */
export function findRedis(): Promise<RedisHandle> {
  return ensureRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', path.join(repoRoot, '.data/bench-redis'));
}
