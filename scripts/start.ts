// npm start (through start.mjs): PostgreSQL (DATABASE_URL, else an embedded one under .data), Redis (REDIS_URL,
// else a local redis-server started here), migrations, the web build, then sandbox, api and worker as child
// processes through the harness. Ctrl-C stops everything started here.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { buildWeb } from '../harness/build-web.ts';
import { say } from '../harness/log.ts';
import { migrate } from '../harness/migrate-database.ts';
import { dataDir, repoRoot, webDist } from '../harness/paths.ts';
import { defaultPorts } from '../harness/ports.ts';
import { keptVapidSettings } from '../harness/vapid-keys.ts';
import { ensureDatabase, findPostgres, type PostgresHandle } from '../harness/postgres.ts';
import { findRedis, type RedisHandle } from '../harness/redis.ts';
import { startProduct, type ProductProcesses } from '../harness/start-product.ts';

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
const given: Record<string, string> = Object.fromEntries(
  Object.entries({ ...readDotEnv(), ...process.env }).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
);
let postgres: PostgresHandle | undefined;
let redis: RedisHandle | undefined;
let product: ProductProcesses | undefined;
let stopping = false;

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  say('stopping...');
  await product?.stop().catch(() => {});
  await redis?.stop().catch(() => {});
  await postgres?.stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function database(): Promise<string> {
  const embedded = { dir: path.join(dataDir, 'postgres'), port: defaultPorts.embeddedPostgres.start };
  postgres = await findPostgres({ url: given.DATABASE_URL, tryLocal: false, embedded });
  if (given.DATABASE_URL) return given.DATABASE_URL;
  say(`PostgreSQL (embedded) at 127.0.0.1:${embedded.port}`);
  return ensureDatabase(postgres.adminUrl, 'guidepass');
}

try {
  const databaseUrl = await database();
  redis = await findRedis(given.REDIS_URL, path.join(dataDir, 'redis'));
  await migrate(databaseUrl);
  say('building the web app...');
  buildWeb();

  const appPort = Number(given.PORT ?? defaultPorts.app);
  product = await startProduct({
    mode: 'child-processes',
    databaseUrl,
    redisUrl: redis.url,
    ports: { app: appPort, sandbox: defaultPorts.sandbox, sandboxHttps: defaultPorts.sandboxHttps, smtp: defaultPorts.smtp },
    appUrl: given.APP_URL ?? `http://localhost:${appPort}`,
    webRoot: given.WEB_DIST ?? webDist,
    given,
    env: { HOST: 'localhost', ...(given.VAPID_PUBLIC_KEY ? {} : keptVapidSettings(dataDir)), ...given, JWT_SECRET: given.JWT_SECRET ?? devSecret() },
  });
  say('');
  say(`guidepass is running:  ${product.appUrl}`);
  say(`sandbox inbox:         ${product.sandboxUrl}/mail`);
  say('press Ctrl-C to stop everything started here');
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  await stopAll(1);
}
