import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '@guidepass/db/testing';
import { buildWeb, webIsBuilt } from '../harness/build-web.ts';
import { webDist } from '../harness/paths.ts';
import { localRedisUrl } from '../harness/redis.ts';
import { startProduct } from '../harness/start-product.ts';

/** The whole product on spare ports with a fresh database, as `npm start` runs it (child processes); stopped after the run. */
export default async function globalSetup() {
  if (!webIsBuilt()) buildWeb();
  const database = await createTestDatabase('guidepass_e2e');
  const product = await startProduct({
    mode: 'child-processes',
    databaseUrl: database.url,
    redisUrl: process.env.REDIS_URL ?? localRedisUrl,
    queuePrefix: `gpe2e${randomBytes(4).toString('hex')}`,
    webRoot: webDist,
    // ADMIN_EMAILS: the administrators of the admin journeys (admin-phone.spec.ts signs up the first in the browser,
    // salesperson.spec.ts the second through the API; google-sign-in.spec.ts and views-a11y.spec.ts one each through
    // admin-api.ts; field-sales.spec.ts signs up the fifth in the browser, without a salesperson; one each, so that
    // the journeys can run in any order; admin-sections.spec.ts has the sixth, pula-first.spec.ts the seventh,
    // first-visit.spec.ts makes a salesperson through the API with the eighth).
    env: {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_IP: '10000',
      RATE_LIMIT_AUTH_PER_EMAIL: '50',
      // every journey comes from this one address: the per-IP mobile-money bound (product.md §18) is not what they test
      RATE_LIMIT_MOBILE_STARTS_PER_IP: '10000',
      ADMIN_EMAILS: 'e2e-admin@example.com,e2e-sales-admin@example.com,e2e-ref-admin@example.com,e2e-a11y-admin@example.com,e2e-field-admin@example.com,e2e-sections-admin@example.com,e2e-pula-admin@example.com,e2e-first-visit-admin@example.com',
    },
    ...(process.env.E2E_LOGS ? {} : { output: () => {} }),
  }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  process.env.E2E_APP_URL = product.appUrl;
  process.env.E2E_SANDBOX_URL = product.sandboxUrl!;
  // For journeys that change what only time would change (a membership running out).
  process.env.E2E_DATABASE_URL = database.url;
  return async () => {
    await product.stop();
    await database.drop();
  };
}
