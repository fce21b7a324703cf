import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig, type Config } from '@guidepass/config';
import { startSandbox } from '@guidepass/sandbox/start';
import { buildApp } from '../../apps/api/src/app.ts';
import { startWorkers } from '../../apps/worker/src/start-workers.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { sandboxEnv } from '../../scripts/lib/stack.ts';
import { freshProductDatabase } from './databases.ts';
import { productEnv } from './product-env.ts';
import type { BenchContext } from './section.ts';

export interface InProcessProduct {
  app: FastifyInstance;
  config: Config;
  apiUrl: string;
  databaseUrl: string;
  /** set when started with the sandbox */
  sandboxUrl: string | null;
}

/**
 * The api (listening on 127.0.0.1), optionally the workers and the sandbox, in this process on a fresh database and
 * Redis prefix, as system-tests/helper.ts starts them. The sandbox's webhooks go to the api, its SMTP inbox receives
 * the workers' mail. Everything is closed at cleanup.
 */
export async function startInProcessProduct(
  { redisUrl, cleanup }: BenchContext,
  options: { sandbox: boolean; workers: boolean; webRoot?: string },
): Promise<InProcessProduct> {
  const databaseUrl = await freshProductDatabase(cleanup);
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  let sandboxUrl: string | null = null;
  let sandboxSettings: Record<string, string> = {};
  if (options.sandbox) {
    const [sandboxPort, smtpPort] = [await freePort(), await freePort()];
    sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const stand = sandboxEnv(sandboxUrl, smtpPort, apiUrl, {});
    const sandbox = await startSandbox({
      port: sandboxPort,
      smtpPort,
      paypal: { webhookUrl: stand.sandbox.SANDBOX_PAYPAL_WEBHOOK_URL!, webhookId: stand.sandbox.SANDBOX_PAYPAL_WEBHOOK_ID! },
      yoco: { webhookUrl: stand.sandbox.SANDBOX_YOCO_WEBHOOK_URL!, webhookSecret: stand.sandbox.SANDBOX_YOCO_WEBHOOK_SECRET! },
    });
    cleanup.add('close the sandbox', () => sandbox.close());
    sandboxSettings = stand.product;
  }

  const config = loadConfig(productEnv({ databaseUrl, redisUrl, port: apiPort, cleanup, extra: sandboxSettings }));
  const app = await buildApp(config, { webRoot: options.webRoot ?? '/nonexistent', logger: false });
  cleanup.add('close the api', () => app.close());
  await app.listen({ host: '127.0.0.1', port: apiPort });

  if (options.workers) {
    const workers = await startWorkers(config, pino({ level: 'warn' }));
    cleanup.add('close the workers', () => workers.close());
  }
  return { app, config, apiUrl, databaseUrl, sandboxUrl };
}
