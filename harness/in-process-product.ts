import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig, type Config } from '@guidepass/config';
import { deleteKeysWithPrefix } from '@guidepass/jobs/testing';
import { startSandbox, type RunningSandbox } from '@guidepass/sandbox/start';
import { buildApp } from '../apps/api/src/app.ts';
import { startWorkers, type RunningWorkers } from '../apps/worker/src/start-workers.ts';
import type { ProductPlan } from './product-plan.ts';
import { settingsOnceSandboxIsUp } from './settings-once-sandbox-is-up.ts';
import { productWiringsInOrder } from '@guidepass/sandbox/stand-ins';

export interface InProcessProduct {
  app: FastifyInstance;
  config: Config;
  /**
   * the product's configuration, e.g. for starting a worker process beside it; against the sandbox with what the
   * stand-ins answered once up (each stand-in's <name>-product-wiring.ts: e.g. the secret of the webhook registered at one)
   */
  env: Record<string, string>;
  apiUrl: string;
  appUrl: string;
  /** null when started without the sandbox */
  sandboxUrl: string | null;
  sandbox: RunningSandbox | null;
  /** closes the workers (if any) and starts new ones */
  restartWorkers(): Promise<void>;
  stop(): Promise<void>;
}

function startPlannedSandbox(sandbox: NonNullable<ProductPlan['sandbox']>, fastWebhookRetries: boolean): Promise<RunningSandbox> {
  const { google, facebook } = sandbox.redirectUris;
  const webhooks = sandbox.webhooks as Record<string, object | undefined>;
  // each stand-in's webhooks toward the app; tests want their retries in milliseconds, not the providers' minutes and hours
  const standInOptions = productWiringsInOrder.flatMap((standIn) => {
    const given = webhooks[standIn.name];
    const options = given ? standIn.sandboxOptions(given, fastWebhookRetries) : undefined;
    return options ? [[standIn.name, options]] : [];
  });
  return startSandbox({
    port: sandbox.ports.http,
    smtpPort: sandbox.ports.smtp,
    httpsPort: sandbox.ports.https,
    ...(google ? { google: { redirectUris: google } } : {}),
    ...(facebook ? { facebook: { redirectUris: facebook } } : {}),
    ...Object.fromEntries(standInOptions),
  });
}

/**
 * The sandbox, then the api (listening, so the sandbox's webhooks reach it) and the workers, all in this process:
 * fast to start, and a test or benchmark can reach the app's internals (its database, `inject`).
 */
export async function startInProcess(plan: ProductPlan, options: { fastWebhookRetries: boolean }): Promise<InProcessProduct> {
  const undo: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (let step = undo.pop(); step; step = undo.pop()) await step();
  };
  try {
    // Checked before anything starts, so a bad setting fails first; read again once the stand-ins answered (a webhook secret).
    const planned = loadConfig(plan.env);
    const queuePrefix = plan.queuePrefix;
    if (queuePrefix) undo.push(() => deleteKeysWithPrefix(planned.redisUrl, queuePrefix));
    const sandbox = plan.sandbox ? await startPlannedSandbox(plan.sandbox, options.fastWebhookRetries) : null;
    if (sandbox) undo.push(() => sandbox.close());
    const env = { ...plan.env, ...(await settingsOnceSandboxIsUp(plan, sandbox ?? undefined)) };
    const config = loadConfig(env);
    const app = await buildApp(config, { webRoot: plan.webRoot, logger: false });
    undo.push(() => app.close());
    await app.listen({ host: '127.0.0.1', port: plan.apiPort });
    const startTheWorkers = () => startWorkers(config, pino({ level: config.logLevel }));
    let workers: RunningWorkers | null = plan.workers ? await startTheWorkers() : null;
    undo.push(async () => workers?.close());
    const restartWorkers = async () => {
      await workers?.close();
      workers = await startTheWorkers();
    };
    return { app, config, env, apiUrl: plan.apiUrl, appUrl: plan.appUrl, sandboxUrl: sandbox?.url ?? null, sandbox, restartWorkers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
