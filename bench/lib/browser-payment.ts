import type { Member } from './members.ts';
import { callApi, expectApi } from './http.ts';
import { sleep } from './stats.ts';

export type Provider = 'paypal' | 'yoco' | 'dpo';
/** What the member buys: one payment (a PayPal order, a Yoco checkout) or a PayPal subscription. */
export type Purchase = 'order' | 'subscription';

/**
 * The web app's reads of the profile after the capture (or confirm) call answers: now, after 3 s, after another 5 s
 * (defaultPaymentTimings in apps/web/src/features/payment/hooks/use-payment-return.ts).
 */
export const profileReadPausesMs = [0, 3_000, 5_000] as const;

export interface PaymentFlow {
  provider: Provider;
  purchase: Purchase;
  /** the payment the return activates; for a subscription, the one its first sale was credited as (found afterwards) */
  paymentId: string | null;
  /** PayPal's subscription id (I-…); null for an order */
  subscriptionId: string | null;
  /** Date.now() when the provider's redirect back to the app arrived: the browser's return */
  returnedAt: number | null;
  /** the capture (order) or confirm (subscription) endpoint's answer and how long after the return it came */
  capture: { status: string; success: boolean; afterReturnMs: number } | null;
  /** each profile read: when (after the return) it answered and whether the membership was active */
  reads: { afterReturnMs: number; active: boolean }[];
  /** 1-based: the first read that showed the membership active; null if none did */
  firstActiveRead: number | null;
  error: string | null;
}

const newFlow = (provider: Provider, purchase: Purchase): PaymentFlow => ({
  provider,
  purchase,
  paymentId: null,
  subscriptionId: null,
  returnedAt: null,
  capture: null,
  reads: [],
  firstActiveRead: null,
  error: null,
});

/**
 * Presses the approve / pay button of a provider's page (PayPal's order or subscription approval, Yoco's checkout) as
 * the browser would, and answers where the provider sends it back. Each stand-in's page posts its decision to
 * `<page>/decision` with the page's own query parameters (token, ba_token) as hidden fields.
 */
async function decideAtProvider(pageUrl: string, decision: 'approve' | 'pay'): Promise<URL> {
  const page = new URL(pageUrl);
  const form = new URLSearchParams(page.searchParams);
  form.set('decision', decision);
  const response = await fetch(`${page.origin}${page.pathname}/decision`, { method: 'POST', body: form, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`${page.pathname} decision: expected a redirect, got ${response.status}`);
  return new URL(location);
}

/** Pays with the approving test card on DPO's hosted page (its form posts to the page itself); answers the return. */
async function payOnDpoPage(pageUrl: string): Promise<URL> {
  const form = new URLSearchParams({ action: 'card', cardNumber: '4111111111111111', cardExpiry: '12/39', cardCvv: '123', cardHolder: 'Neo Kgosi' });
  const response = await fetch(pageUrl, { method: 'POST', body: form, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`DPO hosted page: expected a redirect, got ${response.status}`);
  return new URL(location);
}

/** Where each provider's return lands (PayPal: capture by order id; Yoco: capture; DPO: confirm, by our payment id). */
function settleCall(provider: Provider, back: URL): { path: string; body: Record<string, unknown> } {
  if (provider === 'paypal') return { path: '/api/payments/paypal/capture', body: { orderId: back.searchParams.get('token') } };
  return { path: `/api/payments/${provider}/${provider === 'dpo' ? 'confirm' : 'capture'}`, body: { paymentId: back.searchParams.get('paymentId') } };
}

/**
 * What the web app does once the provider sent the member back (now: the return, timestamped): the capture or
 * confirm call, then GET /api/me on the web app's schedule until the membership shows as active.
 */
async function returnToApp(flow: PaymentFlow, apiUrl: string, token: string, settle: { path: string; body: Record<string, unknown> }): Promise<void> {
  const returnedAt = Date.now();
  flow.returnedAt = returnedAt;
  const settled = await expectApi(200, apiUrl, 'POST', settle.path, { body: settle.body, token });
  flow.capture = { status: settled.data.status, success: settled.data.success, afterReturnMs: Date.now() - returnedAt };

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
}

/**
 * One member's payment over HTTP, as in the browser: start it at the api, approve at the provider's page, come back
 * and do what the web app does on return (returnToApp).
 */
export async function payThroughBrowser(apiUrl: string, member: Member, provider: Provider): Promise<PaymentFlow> {
  const flow = newFlow(provider, 'order');
  const token = member.accessToken;
  try {
    const started = await expectApi(200, apiUrl, 'POST', `/api/payments/${provider}`, {
      body: provider === 'yoco' ? { selectedTierId: 'local', paymentMethod: 'card' } : { selectedTierId: 'local' },
      token,
    });
    flow.paymentId = started.data.paymentId;
    const page: string = started.data.redirectUrl;
    const back = provider === 'dpo' ? await payOnDpoPage(page) : await decideAtProvider(page, provider === 'paypal' ? 'approve' : 'pay');
    await returnToApp(flow, apiUrl, token, settleCall(provider, back));
  } catch (error) {
    flow.error = (error as Error).message;
  }
  return flow;
}

/**
 * A member's PayPal subscription up to the approval: started at the api and approved at PayPal's subscription page,
 * the browser not back yet (returnFromApproval comes back). A failure is kept in the flow.
 */
export async function approveSubscriptionThroughBrowser(apiUrl: string, member: Member): Promise<PaymentFlow> {
  const flow = newFlow('paypal', 'subscription');
  try {
    const started = await expectApi(200, apiUrl, 'POST', '/api/subscriptions/paypal', { body: { selectedTierId: 'local' }, token: member.accessToken });
    flow.subscriptionId = started.data.subscriptionId;
    const back = await decideAtProvider(started.data.redirectUrl, 'approve');
    if (back.searchParams.get('subscription_id') !== flow.subscriptionId) throw new Error(`PayPal sent the browser back to ${back} without the subscription id`);
  } catch (error) {
    flow.error = (error as Error).message;
  }
  return flow;
}

/**
 * A member's DPO card payment up to the payment on DPO's hosted page, the browser not back yet
 * (returnFromApproval comes back). A failure is kept in the flow.
 */
export async function payAtDpoPageThroughBrowser(apiUrl: string, member: Member): Promise<PaymentFlow> {
  const flow = newFlow('dpo', 'order');
  try {
    const started = await expectApi(200, apiUrl, 'POST', '/api/payments/dpo', { body: { selectedTierId: 'local' }, token: member.accessToken });
    flow.paymentId = started.data.paymentId;
    const back = await payOnDpoPage(started.data.redirectUrl);
    if (back.searchParams.get('paymentId') !== flow.paymentId) throw new Error(`DPO sent the browser back to ${back} without the payment id`);
  } catch (error) {
    flow.error = (error as Error).message;
  }
  return flow;
}

/**
 * The browser's return from an approved subscription or a DPO payment made on its page: the confirm call, then the
 * web app's reads (returnToApp).
 */
export async function returnFromApproval(apiUrl: string, member: Member, flow: PaymentFlow): Promise<PaymentFlow> {
  if (flow.error) return flow;
  try {
    const settle =
      flow.purchase === 'subscription'
        ? { path: '/api/subscriptions/paypal/confirm', body: { subscriptionId: flow.subscriptionId } }
        : { path: '/api/payments/dpo/confirm', body: { paymentId: flow.paymentId } };
    await returnToApp(flow, apiUrl, member.accessToken, settle);
  } catch (error) {
    flow.error = (error as Error).message;
  }
  return flow;
}
