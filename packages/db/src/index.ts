import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type * from './schema.ts';
export type Db = Kysely<Database>;

export interface DbOptions {
  max?: number;
  /** told when an idle connection dies (server restart, terminated backend); the pool replaces it */
  onIdleError?: (error: Error) => void;
}

/** Builds a Kysely instance over a pg pool; nothing connects until the first query. Close it with `destroy()`. */
export function createDb(connectionString: string, options: DbOptions = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // Without a listener, pg re-emits an idle client's error on the pool and the process dies.
  pool.on('error', (error) => options.onIdleError?.(error));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** True when a query failed on a unique constraint (optionally a named one). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
