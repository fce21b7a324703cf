import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDb } from './index.ts';
import { migrateToLatest, migrationFiles, migrationsFolder } from './migrate.ts';
import { dropDatabase } from './test-database-sweep.ts';

export { dropLeftoverTestDatabases } from './test-database-sweep.ts';

/** The server tests use: TEST_DATABASE_URL (an admin connection), else DATABASE_URL, else the local default. */
export function testAdminUrl(env: Record<string, string | undefined> = process.env): string {
  return env.TEST_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of migrationFiles()) {
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** The template database for today's migrations (made on first use). */
export const currentTemplateName = () => `guidepass_template_${migrationsFingerprint()}`;

async function ensureTemplate(adminUrl: string): Promise<string> {
  const template = currentTemplateName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // One test file builds the template; the others wait on the lock and find it ready.
    await admin.query('select pg_advisory_lock(727001)');
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      await admin.query(`create database "${template}_building"`).catch(async () => {
        await admin.query(`drop database "${template}_building" with (force)`);
        await admin.query(`create database "${template}_building"`);
      });
      const db = createDb(withDatabase(adminUrl, `${template}_building`), { max: 1 });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await admin.query(`alter database "${template}_building" rename to "${template}"`);
    }
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock(727001)').catch(() => {});
    await admin.end();
  }
}

/** A test database's name: the creating process's pid lets the sweep tell a finished file's database from a running one's. */
export const testDatabaseName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(6).toString('hex')}`;

export interface TestDatabase {
  url: string;
  /**
   * Done with it: the database is dropped by `dropLeftoverTestDatabases` once this process has ended (npm test sweeps
   * after tap). Dropping here would make every test wait for the checkpoint PostgreSQL takes on each DROP DATABASE:
   * seconds each under load, most of a test file's time.
   */
  release(): Promise<void>;
  /** Drops it now, waiting for that checkpoint: for the few callers that make one database in a long run. */
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file (copied from a template migrated once per set of migrations). */
export async function createTestDatabase(prefix = 'guidepass_test'): Promise<TestDatabase> {
  const adminUrl = testAdminUrl();
  const template = await ensureTemplate(adminUrl);
  const name = testDatabaseName(prefix);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    release: async () => {},
    drop: () => dropDatabase(adminUrl, name),
  };
}
