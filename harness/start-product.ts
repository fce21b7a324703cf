import { startChildProcesses, type ProductProcesses } from './child-process-product.ts';
import { startInProcess, type InProcessProduct } from './in-process-product.ts';
import type { Output } from './node-server.ts';
import { planProduct, type ProductOptions } from './product-plan.ts';

export type { InProcessProduct, ProductOptions, ProductProcesses };

export interface InProcessOptions extends ProductOptions {
  /** in this process: tests and benchmarks that need speed and the app's internals */
  mode: 'in-process';
  /** the sandbox retries webhooks within milliseconds */
  fastWebhookRetries?: boolean;
}

export interface ChildProcessOptions extends ProductOptions {
  /** one child process each, as `npm start` runs them */
  mode: 'child-processes';
  /** where the children's output lines go; default prefixed onto stdout */
  output?: Output;
}

/**
 * The one way to start the product (sandbox, api, workers) against the stand-ins, for `npm start`, the system,
 * fault and browser tests and the benchmarks: in this process or as child processes, on the same configuration.
 */
export function startProduct(options: InProcessOptions): Promise<InProcessProduct>;
export function startProduct(options: ChildProcessOptions): Promise<ProductProcesses>;
export async function startProduct(options: InProcessOptions | ChildProcessOptions): Promise<InProcessProduct | ProductProcesses> {
  const plan = await planProduct(options);
  if (options.mode === 'in-process') return startInProcess(plan, { fastWebhookRetries: options.fastWebhookRetries ?? false });
  return startChildProcesses(plan, options.output);
}
