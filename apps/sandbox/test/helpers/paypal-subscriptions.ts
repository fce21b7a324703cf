import { formWithButton } from './html-forms.ts';
import { cancelUrl, returnUrl, type paypalClient } from './paypal-client.ts';

type Client = ReturnType<typeof paypalClient>;

/** guidepass's plan: 2 weeks at 2 × the weekly price, then weekly (providers.md §1.8). */
export function firstTwoWeeksPlan(productId: string, weekly = '7.40', firstCycle = '14.80') {
  return {
    product_id: productId,
    name: 'Explorer weekly',
    status: 'ACTIVE',
    billing_cycles: [
      { frequency: { interval_unit: 'WEEK', interval_count: 2 }, tenure_type: 'TRIAL', sequence: 1, total_cycles: 1, pricing_scheme: { fixed_price: { value: firstCycle, currency_code: 'USD' } } },
      { frequency: { interval_unit: 'WEEK', interval_count: 1 }, tenure_type: 'REGULAR', sequence: 2, total_cycles: 0, pricing_scheme: { fixed_price: { value: weekly, currency_code: 'USD' } } },
    ],
    payment_preferences: { auto_bill_outstanding: true, setup_fee_failure_action: 'CONTINUE', payment_failure_threshold: 2 },
  };
}

/** The plan used when renewal is turned back on: weekly only, no first cycle. */
export function weeklyPlan(productId: string, weekly = '7.40') {
  const plan = firstTwoWeeksPlan(productId, weekly);
  return { ...plan, name: 'Explorer weekly (renewal)', billing_cycles: [{ ...plan.billing_cycles[1], sequence: 1 }] };
}

export const subscriptionBody = (planId: string, extra: Record<string, unknown> = {}) => ({
  plan_id: planId,
  custom_id: 'user_42',
  application_context: { brand_name: 'GuidePass', shipping_preference: 'NO_SHIPPING', user_action: 'SUBSCRIBE_NOW', return_url: returnUrl, cancel_url: cancelUrl },
  ...extra,
});

export function subscriptionHelpers(paypal: Client) {
  async function created(path: string, body: unknown, headers: Record<string, string> = {}) {
    const answer = await paypal.api(path, { method: 'POST', body, headers });
    if (answer.status !== 201) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  const product = () => created('/v1/catalogs/products', { name: 'GuidePass membership', type: 'SERVICE', category: 'SOFTWARE' });
  const plan = async (body: (productId: string) => unknown = firstTwoWeeksPlan) => created('/v1/billing/plans', body((await product()).id));
  const subscribe = (planId: string, extra: Record<string, unknown> = {}) => created('/v1/billing/subscriptions', subscriptionBody(planId, extra));

  /** Opens the approve link like a browser, presses the button and returns where PayPal redirects. */
  async function decide(subscription: { links: { rel: string; href: string }[] }, button: 'Approve' | 'Cancel'): Promise<URL> {
    const approve = subscription.links.find((candidate) => candidate.rel === 'approve');
    if (!approve) throw new Error('no approve link');
    const page = await fetch(approve.href);
    if (page.status !== 200) throw new Error(`approval page answered ${page.status}`);
    const form = formWithButton(await page.text(), button);
    const decision = await fetch(new URL(form.action, approve.href), { method: 'POST', body: new URLSearchParams(form.fields), redirect: 'manual' });
    if (decision.status !== 302) throw new Error(`decision answered ${decision.status}: ${await decision.text()}`);
    return new URL(decision.headers.get('location') ?? '');
  }

  const show = async (id: string) => (await paypal.api(`/v1/billing/subscriptions/${id}`)).body;
  const transactions = (id: string, start = '2000-01-01T00:00:00Z', end = '2100-01-01T00:00:00Z') =>
    paypal.api(`/v1/billing/subscriptions/${id}/transactions?start_time=${start}&end_time=${end}`);
  const bill = (id: string, outcome: string) => paypal.control({ outcome }, `/_control/subscriptions/${id}/bill`);

  return { product, plan, subscribe, decide, show, transactions, bill };
}
