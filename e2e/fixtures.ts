import { test as base, expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { messages } from '@guidepass/domain/messages';
import { eventually } from '../harness/eventually.ts';

export interface InboxMessage {
  id: string;
  to: string[];
  subject: string;
  text: string;
}

/** Journeys get the running app's and sandbox's URLs and a fresh e-mail address. */
export const test = base.extend<{ appUrl: string; sandboxUrl: string; email: string }>({
  appUrl: async ({}, use) => use(process.env.E2E_APP_URL!),
  sandboxUrl: async ({}, use) => use(process.env.E2E_SANDBOX_URL!),
  email: async ({}, use, info) => use(`${info.title.replace(/\W+/g, '-').slice(0, 30).toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`),
});
export { expect };

/** Waits for the newest mail to an address in the sandbox inbox. */
export async function waitForMail(sandboxUrl: string, to: string, timeoutMs = 15_000): Promise<InboxMessage> {
  return (await waitForInbox(sandboxUrl, to, (inbox) => inbox[0], `no mail to ${to}`, timeoutMs));
}

/** Waits for the newest mail to an address whose text matches `pattern`; answers the match. */
export async function waitForMailMatching(sandboxUrl: string, to: string, pattern: RegExp, timeoutMs = 20_000): Promise<RegExpExecArray> {
  const found = (inbox: InboxMessage[]) => inbox.map((mail) => pattern.exec(mail.text)).find((match) => match !== null) ?? undefined;
  return waitForInbox(sandboxUrl, to, found, `no mail to ${to} matching ${pattern}`, timeoutMs);
}

/** Reads the sandbox inbox for `to` (newest first) until `pick` finds something in it. */
async function waitForInbox<T>(sandboxUrl: string, to: string, pick: (inbox: InboxMessage[]) => T | undefined, failure: string, timeoutMs: number): Promise<T> {
  const read = async () => pick(((await (await fetch(`${sandboxUrl}/mail/api/messages?to=${encodeURIComponent(to)}`)).json()) as { messages: InboxMessage[] }).messages);
  const picked = await eventually(read, (found) => found !== undefined, timeoutMs, 200);
  if (picked === undefined) throw new Error(`${failure} within ${timeoutMs} ms`);
  return picked;
}

export async function fillSignUp(page: Page, fields: { email: string; password?: string; confirm?: string; first?: string; last?: string }) {
  await page.getByLabel('Email', { exact: true }).fill(fields.email);
  await page.getByLabel('Password (minimum 6 characters)').fill(fields.password ?? 'delta-safari-9');
  await page.getByLabel('Confirm Password').fill(fields.confirm ?? fields.password ?? 'delta-safari-9');
  await page.getByLabel('Salesperson First Name').fill(fields.first ?? 'Lesego');
  await page.getByLabel('Salesperson Last Name').fill(fields.last ?? 'Motsumi');
}

export async function login(page: Page, email: string, password = 'delta-safari-9') {
  await page.getByLabel('Email', { exact: true }).fill(email);
  // Login's field is plain "Password": the length rule is sign-up's.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The payment view's heading (a web text that @guidepass/domain/messages does not hold). */
export const paymentViewTitle = 'Choose Your Membership';

/**
 * Signs up in the browser and verifies with the code from the sandbox inbox; sign-up signs in and the code upgrades
 * that session, so there is no login: a verified member without a membership, left on the payment view.
 */
export async function signUpVerifiedMember(
  page: Page,
  { appUrl, sandboxUrl, email, password = 'delta-safari-9' }: { appUrl: string; sandboxUrl: string; email: string; password?: string },
) {
  await page.goto(appUrl);
  await fillSignUp(page, { email, password });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(messages.accountCreated)).toBeVisible();
  const code = /code in the app: (\d{6})/.exec((await waitForMail(sandboxUrl, email)).text)?.[1];
  expect(code, 'the verification mail shows a 6-digit code').toBeTruthy();
  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { name: paymentViewTitle })).toBeVisible();
}

/** Sets the PayPal or Yoco stand-in's test switches (POST /paypal/_control or /yoco/_control); returns its answer. */
export async function sandboxControl(sandboxUrl: string, provider: 'paypal' | 'yoco', body: object): Promise<unknown> {
  const response = await fetch(`${sandboxUrl}/${provider}/_control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${provider} _control answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}
