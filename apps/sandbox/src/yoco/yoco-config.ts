import { SandboxConfigError, type SandboxEnv } from '../shared/sandbox-config-error.ts';
import { secretKeyProblem } from './yoco-keys.ts';

/** Webhooks are not configured here: the product registers its own through POST /yoco/api/webhooks, as at Yoco. */
export interface SandboxYocoConfig {
  secretKey: string;
}

/** The SANDBOX_YOCO_* variables; undefined when none is set (startSandbox then applies the Yoco defaults). */
export function readYocoConfig(env: SandboxEnv): SandboxYocoConfig | undefined {
  for (const removed of ['SANDBOX_YOCO_WEBHOOK_URL', 'SANDBOX_YOCO_WEBHOOK_SECRET']) {
    if (env[removed]?.trim()) throw new SandboxConfigError(removed, 'no longer read: register the webhook through POST /yoco/api/webhooks');
  }
  const secretKey = env.SANDBOX_YOCO_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  const problem = secretKeyProblem(secretKey);
  if (problem) throw new SandboxConfigError('SANDBOX_YOCO_SECRET_KEY', problem);
  return { secretKey };
}
