import type { SandboxUp } from '../product-wiring.ts';

/**
 * The sandbox's test root as the product's PAYPAL_CERT_TRUSTED_ROOTS, once the sandbox is up: its PayPal webhooks
 * are signed under that root and its HTTPS host's TLS certificate comes from it, and nothing but configuration makes
 * the product trust it. Taken from the running sandbox (in this process) or its public /paypal/_control/test-root.pem.
 * Nothing when the caller configured PayPal, or trusted roots, itself.
 */
export async function trustStandInPaypalRoot(up: SandboxUp<object>, testRootPem?: string): Promise<{ PAYPAL_CERT_TRUSTED_ROOTS?: string }> {
  if (!up.webhooks || up.env.PAYPAL_CERT_TRUSTED_ROOTS !== undefined) return {};
  if (testRootPem) return { PAYPAL_CERT_TRUSTED_ROOTS: testRootPem };
  const response = await fetch(`${up.sandboxUrl}/paypal/_control/test-root.pem`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`the sandbox answered ${response.status} for its PayPal test root`);
  return { PAYPAL_CERT_TRUSTED_ROOTS: await response.text() };
}
