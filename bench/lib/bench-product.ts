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

/** The product in this process through the harness (as the system tests start it), stopped at cleanup. */
export async function startInProcessProduct(context: BenchContext, options: BenchProductOptions): Promise<InProcessProduct & { databaseUrl: string }> {
  const settings = await benchProductOptions(context, options);
  const product = await startProduct({ mode: 'in-process', ...settings });
  context.cleanup.add('stop the product', () => product.stop());
  return { ...product, databaseUrl: settings.databaseUrl };
}

/** The product's api as a child process through the harness (as `npm start` runs it), stopped at cleanup. */
export async function startProductProcesses(
  context: BenchContext,
  options: BenchProductOptions,
): Promise<ProductProcesses & { databaseUrl: string; jwtSecret: string }> {
  const settings = await benchProductOptions(context, options);
  const output = (label: string, line: string) => process.stderr.write(`  ${label} | ${line}\n`);
  const product = await startProduct({ mode: 'child-processes', output, ...settings });
  context.cleanup.add('stop the product', () => product.stop());
  return { ...product, databaseUrl: settings.databaseUrl, jwtSecret: product.env.JWT_SECRET! };
}
