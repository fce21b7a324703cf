import type { Test } from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox, type RunningSandbox } from '@guidepass/sandbox/start';
import { createDpoClient, type DpoClient } from '../src/dpo/dpo-client.ts';
import type { NewDpoToken } from '../src/dpo/dpo-tokens.ts';

/** A fresh sandbox and a DPO client for its product account, configured as the harness would (sandbox-defaults.ts). */
type ClientChoice = { timeoutMs?: number; companyToken?: string; serviceType?: string };

export async function withDpoSandbox(t: Test, options: ClientChoice = {}) {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const client = dpoClientFor(sandbox, options);
  /** The sandbox's test switch for what the member's phone does, or the token's in-between state. */
  const control = async (path: string, body: object) => {
    const response = await fetch(`${sandbox.url}/dpo/_control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`control ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  return { sandbox, client, control };
}

export function dpoClientFor(sandbox: Pick<RunningSandbox, 'url'>, options: ClientChoice = {}): DpoClient {
  return createDpoClient({
    apiBase: `${sandbox.url}/dpo`,
    companyToken: options.companyToken ?? sandboxDefaults.dpo.companyToken,
    serviceType: options.serviceType ?? sandboxDefaults.dpo.serviceType,
    paymentMinutes: 15,
    paymentUrl: `${sandbox.url}/dpo/payv2.php`,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}

/** A two-week Local purchase: P200 in pula. */
export const newToken = (companyRef: string, changes: Partial<NewDpoToken> = {}): NewDpoToken => ({
  amountMinor: 20_000,
  currency: 'BWP',
  companyRef,
  redirectUrl: `http://app.test/?payment=success&method=dpo&paymentId=${companyRef}`,
  backUrl: `http://app.test/payment-cancel?method=dpo&paymentId=${companyRef}`,
  description: 'guidepass Local, 2 weeks',
  ...changes,
});

export const ours = (companyRef: string) => ({ amountMinor: 20_000, currency: 'BWP', companyRef });

/** Pays a token on the hosted page with a card, as a member's browser does; answers where DPO sends the browser. */
export async function payByCard(paymentPageUrl: string, cardNumber = '4111111111111111'): Promise<{ status: number; location: string | null }> {
  const response = await fetch(paymentPageUrl, {
    method: 'POST',
    body: new URLSearchParams({ action: 'card', cardNumber, cardExpiry: '12/39', cardCvv: '123', cardHolder: 'Kea Molefe' }),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}
