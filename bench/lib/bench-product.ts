import { randomBytes } from 'node:crypto';
import { startProduct, type InProcessProduct, type ProductProcesses } from '../../harness/start-product.ts';
import { freshProductDatabase } from './databases.ts';
import type { BenchContext } from './section.ts';

/**
 * Auth and payment-start limits far above anything a benchmark sends (the webhook burst has each member start several
 * payments at once), so no request is refused for being one of many.
 */
const benchSettings = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH_PER_IP: '1000000',
  RATE_LIMIT_AUTH_PER_EMAIL: '1000000',
  RATE_LIMIT_PAYMENT_STARTS_PER_USER: '1000000',
  RATE_LIMIT_OPEN_PAYMENTS_PER_USER: '1000000',
  RATE_LIMIT_MOBILE_STARTS_PER_IP: '1000000',
};

interface BenchProductOptions {
  /** the sandbox, with the product pointed at it */
  sandbox: boolean;
  workers: boolean;
  /** where the api serves the web app from; default none */
  webRoot?: string;
  /** a database the section prepared (and removes) itself; default a fresh one, dropped at cleanup */
  databaseUrl?: string;
  /** settings on top of the bench settings (ADMIN_EMAILS, ...) */
  env?: Record<string, string>;
}

/** What every benchmark gets: its own database and Redis key prefix (removed at cleanup) and the bench settings. */
async function benchProductOptions({ redisUrl, cleanup }: BenchContext, { databaseUrl, env, ...options }: BenchProductOptions) {
  return {
    databaseUrl: databaseUrl ?? (await freshProductDatabase(cleanup)),
    redisUrl,
    queuePrefix: `gpbench${randomBytes(4).toString('hex')}`,
    env: { ...benchSettings, ...env },
    ...options,
  };
}

interface BenchExtras {
  databaseUrl: string;
  /** the JWT secret the api signs with, for members made straight in the database */
  jwtSecret: string;
}

/**
 * The product for one benchmark through the harness: in this process (as the system tests start it) or as child
 * processes (as `npm start` runs them, their output on stderr); stopped at cleanup.
 */
export function startBenchProduct(context: BenchContext, options: BenchProductOptions & { mode: 'in-process' }): Promise<InProcessProduct & BenchExtras>;
export function startBenchProduct(context: BenchContext, options: BenchProductOptions & { mode: 'child-processes' }): Promise<ProductProcesses & BenchExtras>;
export async function startBenchProduct(
  context: BenchContext,
  { mode, ...options }: BenchProductOptions & { mode: 'in-process' | 'child-processes' },
): Promise<(InProcessProduct | ProductProcesses) & BenchExtras> {
  const settings = await benchProductOptions(context, options);
  const output = (label: string, line: string) => process.stderr.write(`  ${label} | ${line}\n`);
  const product = mode === 'in-process' ? await startProduct({ mode, ...settings }) : await startProduct({ mode, output, ...settings });
  context.cleanup.add('stop the product', () => product.stop());
  return { ...product, databaseUrl: settings.databaseUrl, jwtSecret: product.env.JWT_SECRET! };
}
