import type { Member } from './members.ts';
import { callApi, expectApi } from './http.ts';
import { sleep } from './stats.ts';

export type Provider = 'paypal' | 'yoco';

/**
 * The web app's reads of the profile after the capture call answers: now, after 3 s, after another 5 s
 * (defaultPaymentTimings in apps/web/src/features/payment/hooks/use-payment-return.ts).
 */
export const profileReadPausesMs = [0, 3_000, 5_000] as const;

export interface PaymentFlow {
  provider: Provider;
  paymentId: string | null;
  /** Date.now() when the provider's redirect back to the app arrived: the browser's return */
  returnedAt: number | null;
  /** the capture endpoint's answer and how long after the return it came */
  capture: { status: string; success: boolean; afterReturnMs: number } | null;
  /** each profile read: when (after the return) it answered and whether the membership was active */
  reads: { afterReturnMs: number; active: boolean }[];
  /** 1-based: the first read that showed the membership active; null if none did */
  firstActiveRead: number | null;
  error: string | null;
}

/** Presses the provider's approve / pay button as the browser would, and answers where the provider sends it back. */
async function decideAtProvider(sandboxUrl: string, provider: Provider, redirectUrl: string): Promise<URL> {
  const [action, form] =
    provider === 'paypal'
      ? [`${sandboxUrl}/paypal/checkoutnow/decision`, { token: new URL(redirectUrl).searchParams.get('token') ?? '', decision: 'approve' }]
      : [`${redirectUrl}/decision`, { decision: 'pay' }];
  const response = await fetch(action, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`${provider} decision: expected a redirect, got ${response.status}`);
  return new URL(location);
}

/**
 * One member's payment over HTTP, as in the browser: start it at the api, approve at the provider's page, come back
 * (timestamped), then do what the web app does on return: call the capture endpoint and read GET /api/me on the
 * web app's schedule until the membership shows as active.
 */
export async function payThroughBrowser(apiUrl: string, sandboxUrl: string, member: Member, provider: Provider): Promise<PaymentFlow> {
  const flow: PaymentFlow = { provider, paymentId: null, returnedAt: null, capture: null, reads: [], firstActiveRead: null, error: null };
  const token = member.accessToken;
  try {
    const started = await expectApi(200, apiUrl, 'POST', `/api/payments/${provider}`, {
      body: provider === 'paypal' ? { selectedTierId: 'local' } : { selectedTierId: 'local', paymentMethod: 'card' },
      token,
    });
    flow.paymentId = started.data.paymentId;
    const back = await decideAtProvider(sandboxUrl, provider, started.data.redirectUrl);
    const returnedAt = Date.now();
    flow.returnedAt = returnedAt;

    const captured =
      provider === 'paypal'
        ? await expectApi(200, apiUrl, 'POST', '/api/payments/paypal/capture', { body: { orderId: back.searchParams.get('token') }, token })
        : await expectApi(200, apiUrl, 'POST', '/api/payments/yoco/capture', { body: { paymentId: back.searchParams.get('paymentId') }, token });
    flow.capture = { status: captured.data.status, success: captured.data.success, afterReturnMs: Date.now() - returnedAt };

    for (const [index, pause] of profileReadPausesMs.entries()) {
      await sleep(pause);
      const me = await callApi(apiUrl, 'GET', '/api/me', { token });
      const active = me.status === 200 && me.body.data.membershipActive === true;
      flow.reads.push({ afterReturnMs: Date.now() - returnedAt, active });
      if (active) {
        flow.firstActiveRead = index + 1;
        break;
      }
    }
  } catch (error) {
    flow.error = (error as Error).message;
  }
  return flow;
}
