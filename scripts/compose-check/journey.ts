// A member's journey through HTTP only, as a browser and the member would take it: the api on the host's API_PORT,
// the sandbox's inbox and hosted pages on its SANDBOX_PORT.
export const password = 'delta-safari-9';

export interface Member {
  email: string;
  token: string;
}

export interface Journey {
  apiUrl: string;
  sandboxUrl: string;
  call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>;
}

export function journey(apiUrl: string, sandboxUrl: string): Journey {
  async function call(method: string, path: string, body?: unknown, token?: string) {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: response.status, body: parsed as any };
  }
  return { apiUrl, sandboxUrl, call };
}

function expect(condition: unknown, what: string, detail?: unknown): asserts condition {
  if (!condition) throw new Error(`${what}${detail === undefined ? '' : `: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`}`);
}

/** Polls `read` every 500 ms until it answers a value, for at most `ms`. */
export async function waitFor<T>(what: string, read: () => Promise<T | undefined | null | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await read();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out after ${ms / 1000} s waiting for ${what}${last ? ` (${(last as Error).message})` : ''}`);
}

export const apiReady = (j: Journey, ms = 120_000) => waitFor('the api at /readyz', async () => (await fetch(`${j.apiUrl}/readyz`)).ok, ms);

/** The mails the sandbox's SMTP server received for one address, oldest first. */
export async function inbox(j: Journey, to: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(`${j.sandboxUrl}/mail/api/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages;
}

export async function signIn(j: Journey, email: string): Promise<Member> {
  const login = await j.call('POST', '/auth/login', { email, password });
  expect(login.status === 200 && login.body.data?.accessToken, `sign-in of ${email}`, login.body);
  return { email, token: login.body.data.accessToken };
}

/** Sign up, then verify with the code from the mail in the sandbox inbox, then sign in. */
export async function signUpAndVerify(j: Journey, email: string): Promise<Member> {
  const signup = await j.call('POST', '/auth/signup', { email, password, confirmPassword: password, firstName: 'Neo', lastName: 'Kgosi' });
  expect(signup.status === 201, 'sign-up answers 201', signup.body);
  const mail = await waitFor(`the verification mail to ${email} in the sandbox inbox`, async () => (await inbox(j, email)).find((m) => /verify/i.test(m.subject)));
  const code = /code in the app:\s*(\S+)/.exec(mail.text)?.[1];
  expect(code, 'a code in the verification mail', mail.text);
  const verified = await j.call('POST', '/auth/verify-email', { email, code });
  expect(verified.status < 300, 'the code from the mail verifies the address', verified.body);
  return signIn(j, email);
}

/** The provider whose card payment the compose check makes, on its stand-in's hosted page (startCardPayment, payOnHostedPage). */
export const cardPaymentProvider = 'Yoco';

/** Start a Yoco card payment: answers Yoco's hosted page address and our payment id. */
export async function startCardPayment(j: Journey, member: Member): Promise<{ redirectUrl: string; paymentId: string }> {
  const started = await j.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token);
  expect(started.status === 200 && started.body.data?.redirectUrl, 'POST /api/payments/yoco starts a checkout', started.body);
  expect(started.body.data.redirectUrl.startsWith(j.sandboxUrl), `the hosted page is at the sandbox's public address ${j.sandboxUrl}`, started.body.data.redirectUrl);
  return started.body.data;
}

/** The member on Yoco's hosted page: opens it and pays; then the app's return address confirms the payment. */
export async function payOnHostedPage(j: Journey, member: Member, checkout: { redirectUrl: string; paymentId: string }): Promise<void> {
  const page = await fetch(checkout.redirectUrl);
  expect(page.status === 200, "Yoco's hosted page opens", page.status);
  const paid = await fetch(`${checkout.redirectUrl}/decision`, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }), redirect: 'manual' });
  const back = new URL(paid.headers.get('location') ?? 'http://missing/');
  expect(back.origin === new URL(j.apiUrl).origin, 'Yoco sends the browser back to the app', back.href);
  const paymentId = back.searchParams.get('paymentId') ?? checkout.paymentId;
  const confirm = await j.call('POST', '/api/payments/yoco/confirm', { paymentId }, member.token);
  expect(confirm.status === 200 && confirm.body.data?.success, 'the return confirms the payment', confirm.body);
}

export async function expectActive(j: Journey, member: Member): Promise<void> {
  const me = await waitFor(`${member.email} active`, async () => {
    const answer = await j.call('GET', '/api/me', undefined, member.token);
    return answer.body.data?.membershipActive ? answer : undefined;
  }, 20_000);
  expect(me.body.data.email === member.email, 'GET /api/me names the member', me.body.data);
}

/** The guide opens: a pass, then the guide site's page through the api's proxy. */
export async function expectGuide(j: Journey, member: Member): Promise<void> {
  const session = await j.call('POST', '/api/guide/session', undefined, member.token);
  expect(session.status === 200 && session.body.data?.path, 'POST /api/guide/session gives a pass', session.body);
  const page = await fetch(`${j.apiUrl}${session.body.data.path}`);
  const html = await page.text();
  expect(page.status === 200 && /<html/i.test(html), 'the guide answers through the api', `${page.status} ${html.slice(0, 200)}`);
}
