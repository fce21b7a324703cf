import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type * from './schema.ts';
export type * from './account-tables.ts';
export type * from './salesperson-tables.ts';
export type * from './payment-tables.ts';
export type * from './notice-tables.ts';
export type Db = Kysely<Database>;
/** What a repository function runs on: the pool, or a transaction opened at the edge and passed down. */
export type Executor = Db | Transaction<Database>;

export interface DbOptions {
  max?: number;
  /**
   * told when a connection dies outside a query (server restart, terminated backend), whether it sits idle in the
   * pool or is checked out between two statements; the pool replaces it
   */
  onIdleError?: (error: Error) => void;
}

/** Builds a Kysely instance over a pg pool; nothing connects until the first query. Close it with `destroy()`. */
export function createDb(connectionString: string, options: DbOptions = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // Without a listener, pg re-emits an idle client's error on the pool and the process dies.
  pool.on('error', (error) => options.onIdleError?.(error));
  // A checked-out client has no pool listener: a server shutdown reaching it between two statements (inside a
  // transaction, say) would be an unhandled 'error' event, fatal to the process. Its next statement fails instead,
  // and the pool drops it on release. (While idle, the pool's own listener above reports it.)
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      // The server's message and the closed socket may both arrive: one report per connection.
      if (client.listenerCount('error') === 1 && !reported) options.onIdleError?.(error);
      reported = true;
    });
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** True when a query failed on a unique constraint (optionally a named one). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
