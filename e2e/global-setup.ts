import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '@guidepass/db/testing';
import { deleteKeysWithPrefix } from '@guidepass/jobs/testing';
import { freePort } from '../scripts/lib/ports.ts';
import { repoRoot, sandboxEnv, startStack } from '../scripts/lib/stack.ts';
import { buildWeb } from '../scripts/lib/build-web.ts';

/** The whole product on spare ports with a fresh database, as `npm start` runs it; stopped after the run. */
export default async function globalSetup() {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) buildWeb();
  const database = await createTestDatabase('guidepass_e2e');
  const [apiPort, sandboxPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${apiPort}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const quiet = process.env.E2E_LOGS ? undefined : () => {};
  const prefix = `gpe2e${randomBytes(4).toString('hex')}`;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const stand = sandboxEnv(sandboxUrl, smtpPort, appUrl, {});
  const stack = await startStack({
    env: {
      HOST: '127.0.0.1',
      APP_URL: appUrl,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_IP: '10000',
      RATE_LIMIT_AUTH_PER_EMAIL: '50',
      ...stand.product,
    },
    sandboxEnv: stand.sandbox,
    sandbox: { port: sandboxPort, smtpPort },
    apiPort,
    ...(quiet ? { output: quiet } : {}),
  });
  process.env.E2E_APP_URL = appUrl;
  process.env.E2E_SANDBOX_URL = sandboxUrl;
  return async () => {
    await stack.stop();
    await database.drop();
    await deleteKeysWithPrefix(redisUrl, prefix);
  };
}
