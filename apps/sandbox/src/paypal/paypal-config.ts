import { SandboxConfigError, type SandboxEnv } from '../shared/sandbox-config-error.ts';
import type { PaypalOptions } from './paypal-options.ts';

export type SandboxPaypalConfig = Pick<PaypalOptions, 'clientId' | 'clientSecret' | 'webhookUrl' | 'webhookId'>;

/** The SANDBOX_PAYPAL_* variables; undefined when none is set (startSandbox then applies the PayPal defaults). */
export function readPaypalConfig(env: SandboxEnv): SandboxPaypalConfig | undefined {
  const read = (variable: string) => env[variable]?.trim() || undefined;
  const clientId = read('SANDBOX_PAYPAL_CLIENT_ID');
  const clientSecret = read('SANDBOX_PAYPAL_CLIENT_SECRET');
  const webhookUrl = read('SANDBOX_PAYPAL_WEBHOOK_URL');
  const webhookId = read('SANDBOX_PAYPAL_WEBHOOK_ID');
  if (!clientId && !clientSecret && !webhookUrl && !webhookId) return undefined;
  if (webhookUrl !== undefined && !/^https?:\/\/[^\s]+$/i.test(webhookUrl)) {
    throw new SandboxConfigError('SANDBOX_PAYPAL_WEBHOOK_URL', `expected an absolute http(s) URL, got ${JSON.stringify(webhookUrl)}`);
  }
  if (webhookId && !webhookUrl) throw new SandboxConfigError('SANDBOX_PAYPAL_WEBHOOK_ID', 'only meaningful with SANDBOX_PAYPAL_WEBHOOK_URL');
  return {
    ...(clientId ? { clientId } : {}),
    ...(clientSecret ? { clientSecret } : {}),
    ...(webhookUrl ? { webhookUrl } : {}),
    ...(webhookId ? { webhookId } : {}),
  };
}
