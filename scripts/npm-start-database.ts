// The database `npm start` runs on, for `npm run backup` and `npm run restore`: DATABASE_URL (from the environment,
// then .env, as start.ts reads them) when set; else the embedded PostgreSQL under .data/postgres, used as it runs
// when npm start has it up, otherwise started for the call and stopped after.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { dataDir, repoRoot } from '../harness/paths.ts';
import { defaultPorts, isListening } from '../harness/ports.ts';
import { embeddedPostgres, ensureDatabase } from '../harness/postgres.ts';

function givenDatabaseUrl(): string | undefined {
  const file = path.join(repoRoot, '.env');
  const dotEnv = existsSync(file) ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  return process.env.DATABASE_URL || dotEnv.DATABASE_URL || undefined;
}

/**
 * Runs `use` with the URL of npm start's database. `create`: make the embedded server and its database when there
 * is none yet (a restore on a fresh clone); otherwise a missing one is an error.
 */
export async function withNpmStartDatabase<T>(options: { create: boolean }, use: (url: string) => Promise<T>): Promise<T> {
  const given = givenDatabaseUrl();
  if (given) return use(given);
  const dir = path.join(dataDir, 'postgres');
  const port = defaultPorts.embeddedPostgres.start;
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  if (await isListening('127.0.0.1', port)) return use(await ensureDatabase(adminUrl, 'guidepass'));
  if (!options.create && !existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(`no embedded database under ${path.relative(process.cwd(), dir)} (npm start makes one), and DATABASE_URL is not set`);
  }
  const server = await embeddedPostgres(dir, port);
  try {
    return await use(await ensureDatabase(server.adminUrl, 'guidepass'));
  } finally {
    await server.stop();
  }
}
