import { deleteKeysWithPrefix } from '@guidepass/jobs/testing';
import { waitUntilAnswering } from './child-processes.ts';
import { launchNode, startNodeServer, type NodeServer, type Output } from './node-server.ts';
import type { ProductPlan } from './product-plan.ts';
import { settingsOnceSandboxIsUp } from './settings-once-sandbox-is-up.ts';
import { sandboxProcessEnv } from './stand-in-settings.ts';

/** The entry points `npm start` runs, one process each. */
export const entries = {
  sandbox: 'apps/sandbox/src/server.ts',
  api: 'apps/api/src/server.ts',
  worker: 'apps/worker/src/index.ts',
} as const;

export interface ProductProcesses {
  /** the product's configuration the api and the worker run with (with what the stand-ins answered once up, e.g. a webhook secret) */
  env: Record<string, string>;
  apiUrl: string;
  appUrl: string;
  /** null when started without the sandbox */
  sandboxUrl: string | null;
  stop(): Promise<void>;
}

/**
 * The sandbox, then the api and the worker as child processes, as `npm start` runs them. The sandbox comes first
 * because the api discovers Google's stand-in at boot and needs what the payment stand-ins answer once up (a webhook secret);
 * resolves once the api answers /readyz.
 */
export async function startChildProcesses(plan: ProductPlan, output?: Output): Promise<ProductProcesses> {
  const children: NodeServer[] = [];
  const stop = async () => {
    await Promise.all(children.reverse().map((child) => child.stop()));
    if (plan.queuePrefix) await deleteKeysWithPrefix(plan.env.REDIS_URL!, plan.queuePrefix);
  };
  const quiet = output ? { output } : {};
  try {
    if (plan.sandbox) {
      const env = sandboxProcessEnv(plan.sandbox.ports, plan.sandbox.webhooks, plan.sandbox.redirectUris);
      children.push(await startNodeServer({ label: 'sandbox', entry: entries.sandbox, env, readyUrl: `${plan.sandbox.url}/`, ...quiet }));
    }
    const env = { ...plan.env, ...(await settingsOnceSandboxIsUp(plan)) };
    const api = launchNode({ label: 'api', entry: entries.api, env, ...quiet });
    children.push(api);
    if (plan.workers) children.push(launchNode({ label: 'worker', entry: entries.worker, env, ...quiet }));
    await waitUntilAnswering(`${plan.apiUrl}/readyz`, api.child, 'api');
    return { env, apiUrl: plan.apiUrl, appUrl: plan.appUrl, sandboxUrl: plan.sandbox?.url ?? null, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
