import type { RunningSandbox } from '@guidepass/sandbox/start';
import type { ProductPlan } from './product-plan.ts';
import { productWiringsInOrder } from '@guidepass/sandbox/stand-ins';

/**
 * The product's settings each stand-in can give only once the sandbox is up (a webhook secret its API answered, the
 * test root its certificates chain to); `sandbox` when it runs in this process. Nothing for a provider the caller
 * configured itself.
 */
export async function settingsOnceSandboxIsUp(plan: ProductPlan, sandbox?: RunningSandbox): Promise<Record<string, string>> {
  if (!plan.sandbox) return {};
  const { url: sandboxUrl, webhooks } = plan.sandbox;
  const settings = await Promise.all(
    productWiringsInOrder.map(
      (standIn) => standIn.onceSandboxIsUp?.({ env: plan.env, sandboxUrl, webhooks: (webhooks as Record<string, object | undefined>)[standIn.name] }, sandbox) ?? {},
    ),
  );
  return Object.assign({}, ...settings);
}
