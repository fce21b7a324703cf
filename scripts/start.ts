import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { fail, say } from './lib/log.ts';
import { embeddedPostgres, ensureDatabase, type PostgresHandle } from './lib/postgres.ts';
import { ensureRedis, type RedisHandle } from './lib/redis.ts';
import { repoRoot, sandboxEnv, startStack, type RunningStack } from './lib/stack.ts';
import { buildWeb } from './lib/build-web.ts';
import { migrate } from './migrate.ts';

const dataDir = path.join(repoRoot, '.data');
const ports = { app: 3000, sandbox: 4010, smtp: 2525, embeddedPostgres: 54329 };

function readDotEnv(): Record<string, string> {
  const file = path.join(repoRoot, '.env');
  return existsSync(file) ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

function devSecret(): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

// Empty values count as unset, as they do in the configuration.
const given: Record<string, string | undefined> = Object.fromEntries(
  Object.entries({ ...readDotEnv(), ...process.env }).filter(([, value]) => value !== undefined && value !== ''),
);
let postgres: PostgresHandle | undefined;
let redis: RedisHandle | undefined;
let stack: RunningStack | undefined;
let stopping = false;

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  say('stopping...');
  await stack?.stop().catch(() => {});
  await redis?.stop().catch(() => {});
  await postgres?.stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  let databaseUrl = given.DATABASE_URL;
  if (!databaseUrl) {
    postgres = await embeddedPostgres(path.join(dataDir, 'postgres'), ports.embeddedPostgres);
    databaseUrl = await ensureDatabase(postgres.adminUrl, 'guidepass');
    say(`PostgreSQL (embedded) at 127.0.0.1:${ports.embeddedPostgres}`);
  }
  redis = await ensureRedis(given.REDIS_URL ?? 'redis://127.0.0.1:6379', path.join(dataDir, 'redis'));
  await migrate(databaseUrl);
  say('building the web app...');
  buildWeb();

  const appPort = Number(given.PORT ?? ports.app);
  const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
  const appUrl = given.APP_URL ?? `http://localhost:${appPort}`;
  const stand = sandboxEnv(sandboxUrl, ports.smtp, appUrl, given);
  const env: Record<string, string> = {
    HOST: 'localhost',
    APP_URL: appUrl,
    ...(given as Record<string, string>),
    ...stand.product,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    JWT_SECRET: given.JWT_SECRET ?? devSecret(),
  };
  stack = await startStack({ env, sandboxEnv: stand.sandbox, sandbox: { port: ports.sandbox, smtpPort: ports.smtp }, apiPort: appPort });
  say('');
  say(`guidepass is running:  ${stack.appUrl}`);
  say(`sandbox inbox:         ${stack.sandboxUrl}/mail`);
  say('press Ctrl-C to stop everything started here');
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  await stopAll(1);
}
