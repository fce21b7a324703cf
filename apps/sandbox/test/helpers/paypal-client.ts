import { formWithButton } from './html-forms.ts';

export const paypalClientId = 'guidepass-paypal';
export const paypalClientSecret = 'sandbox-paypal-secret';
export const returnUrl = 'http://127.0.0.1:9/pay/paypal/return?cart=7';
export const cancelUrl = 'http://127.0.0.1:9/pay/paypal/cancel';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // Tests assert on PayPal's JSON shapes directly.
  body: any;
}

export interface ApiCall {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send this bearer instead of a fresh valid one ('' for none). */
  bearer?: string;
}

let invoiceCounter = 0;

/** A PayPal REST client just thick enough for tests, against the sandbox at `${sandboxUrl}/paypal`. */
export function paypalClient(sandboxUrl: string) {
  const base = `${sandboxUrl}/paypal`;
  let cachedToken: string | undefined;

  async function token(): Promise<string> {
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${paypalClientId}:${paypalClientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (response.status !== 200) throw new Error(`token answered ${response.status}`);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  async function send(path: string, call: ApiCall, bearer: string): Promise<ApiAnswer> {
    const response = await fetch(`${base}${path}`, {
      method: call.method ?? 'GET',
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }

  /** Like a real client: caches the token and, on a 401, fetches a new one and retries once. */
  async function api(path: string, call: ApiCall = {}): Promise<ApiAnswer> {
    if (call.bearer !== undefined) return send(path, call, call.bearer);
    cachedToken ??= await token();
    const answer = await send(path, call, cachedToken);
    if (answer.status !== 401) return answer;
    cachedToken = await token();
    return send(path, call, cachedToken);
  }

  function orderBody(unit: Record<string, unknown> = {}, shape: 'experience' | 'legacy' = 'experience') {
    const context = { brand_name: 'GuidePass', user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING', return_url: returnUrl, cancel_url: cancelUrl };
    return {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'default',
          custom_id: 'mem_123',
          invoice_id: `INV-${process.pid}-${++invoiceCounter}`,
          description: 'Membership - 2 weeks',
          amount: { currency_code: 'USD', value: '20.00' },
          ...unit,
        },
      ],
      ...(shape === 'experience' ? { payment_source: { paypal: { experience_context: context } } } : { application_context: context }),
    };
  }

  async function createOrder(unit: Record<string, unknown> = {}, shape: 'experience' | 'legacy' = 'experience') {
    const answer = await api('/v2/checkout/orders', { method: 'POST', body: orderBody(unit, shape) });
    if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as { id: string; status: string; links: { href: string; rel: string; method: string }[] };
  }

  /** Opens the approval page like a browser, presses the button and returns where PayPal redirects. */
  async function decide(orderId: string, button: 'Approve' | 'Decline' | 'Cancel'): Promise<URL> {
    const page = await fetch(`${base}/checkoutnow?token=${orderId}`);
    if (page.status !== 200) throw new Error(`approval page answered ${page.status}`);
    const form = formWithButton(await page.text(), button);
    const decision = await fetch(new URL(form.action, base), { method: 'POST', body: new URLSearchParams(form.fields), redirect: 'manual' });
    if (decision.status !== 302) throw new Error(`decision answered ${decision.status}: ${await decision.text()}`);
    return new URL(decision.headers.get('location') ?? '');
  }

  const capture = (orderId: string, headers: Record<string, string> = {}) =>
    api(`/v2/checkout/orders/${orderId}/capture`, { method: 'POST', body: {}, headers });

  async function approvedOrder(unit: Record<string, unknown> = {}) {
    const order = await createOrder(unit);
    await decide(order.id, 'Approve');
    return order;
  }

  async function control(body: unknown, path = '/_control') {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as any };
  }

  return { base, token, api, orderBody, createOrder, decide, capture, approvedOrder, control };
}
