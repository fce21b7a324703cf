import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { messages } from '@guidepass/domain/messages';
import { expect, fillSignUp, paymentViewTitle, signUpVerifiedMember, test, waitForMail } from '../fixtures.ts';
import type { Page, Route } from '@playwright/test';

// Every view of the app, on a phone and on a desktop: no WCAG 2.0/2.1/2.2 A or AA violation that axe can
// find, and a screenshot of each for a person to look at (screenshots/<view>-<width>.png at the repo root).
// The fallback view is not here: no address or state a browser can produce leads to it.

const sizes = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

/** At each size: axe finds nothing, and the view is photographed. Leaves the page at the phone size. */
async function checkView(page: Page, view: string) {
  mkdirSync(screenshotsDir, { recursive: true });
  for (const size of sizes) {
    await page.setViewportSize(size);
    const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(found, `axe at ${size.width} px on the ${view} view`).toEqual([]);
    await page.screenshot({ path: `${screenshotsDir}${view}-${size.width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(sizes[0]);
}

/**
 * Holds every request matching `url` until release() is called, so that a short wait can be looked at;
 * `answer`, when given, then answers the held requests instead of the server.
 */
async function holdRequests(page: Page, url: string, answer?: (route: Route) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await (answer ? answer(route) : route.continue());
  });
  return { release };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('loading: the session restore shows a spinner and the original text', async ({ page, appUrl }) => {
  const refresh = await holdRequests(page, '**/auth/refresh');
  // Someone signed in on this device before: the app waits for the refresh to know whether they still are.
  await page.addInitScript(() => localStorage.setItem('guidepass.lastSignIn.v1', JSON.stringify({ email: null, emailVerified: true, profile: null })));
  await page.goto(appUrl);
  await expect(page.getByRole('status').filter({ hasText: messages.loadingSession })).toBeVisible();
  await checkView(page, 'loading');
  refresh.release();
  await expect(heading(page, messages.signUpTitle)).toBeVisible();
});

test('a device that knows of no sign-in opens on the sign-up form before the refresh answers', async ({ page, appUrl }) => {
  const refresh = await holdRequests(page, '**/auth/refresh');
  await page.goto(appUrl);
  await expect(heading(page, messages.signUpTitle)).toBeVisible();
  refresh.release();
  await expect(heading(page, messages.signUpTitle)).toBeVisible();
});

test('auth: sign-up, login, forgot password and verification steps', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(90_000);
  await page.goto(appUrl);
  await expect(heading(page, messages.signUpTitle)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('main')).toHaveCount(1);
  await checkView(page, 'auth-signup');

  await page.getByRole('button', { name: 'Already have an account? Login' }).click();
  // Focus follows the step change, so a screen reader announces the new heading.
  await expect(heading(page, messages.loginTitle)).toBeFocused();
  await checkView(page, 'auth-login');

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(heading(page, 'Reset your password')).toBeFocused();
  await checkView(page, 'auth-forgot-password');

  await page.getByRole('button', { name: 'Back to Login' }).click();
  await page.getByRole('button', { name: 'Need an account? Sign Up' }).click();
  await fillSignUp(page, { email });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.accountCreated })).toBeVisible();
  await expect(heading(page, 'Verify your email')).toBeFocused();
  await waitForMail(sandboxUrl, email);
  await checkView(page, 'auth-verify');
});

test('payment, then PayPal cancelled', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(90_000);
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  await expect(heading(page, paymentViewTitle)).toBeFocused();
  await expect(page.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first()).toBeVisible();
  // Before a tier is chosen, Pay says what is missing; the account menu opens the rare actions.
  await expect(page.getByRole('button', { name: 'Pay with PayPal', exact: true })).toHaveAccessibleDescription('Choose a tier to continue.');
  await page.getByRole('button', { name: 'Account settings' }).click();
  await checkView(page, 'payment-no-tier-account-menu');
  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first().check();
  await checkView(page, 'payment');

  await page.getByRole('button', { name: 'Pay with PayPal', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(heading(page, messages.paymentCancelled)).toBeVisible();
  await checkView(page, 'payment-cancelled');
});

test('payment return: capturing and verifying progress', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(90_000);
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  // A return from PayPal whose capture is held, then answered "pending": the two waits a member can see.
  // (With a real approval the webhook usually credits the payment first and neither wait shows.)
  const capture = await holdRequests(page, '**/api/payments/paypal/capture', (route) =>
    route.fulfill({ json: { data: { success: false, status: 'pending' } } }),
  );
  await page.goto(`${appUrl}/?payment=success&token=EC-HELD-FOR-SCREENSHOT`);
  await expect(page.getByText(messages.paymentReceivedCapturing)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Capturing payment' })).toBeVisible();
  await checkView(page, 'payment-capturing');
  capture.release();
  await expect(page.getByText(messages.verifyingPayment)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Check \d of \d$/ })).toBeVisible();
  await checkView(page, 'payment-verifying');
  await expect(page.getByText(messages.paymentVerificationSlow)).toBeVisible({ timeout: 20_000 });
});

test('PayPal approved: success, then the guide', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(120_000);
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  await page.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Pay with PayPal', exact: true }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();

  await expect(heading(page, messages.paymentSuccessful)).toBeVisible({ timeout: 20_000 });
  await checkView(page, 'payment-success');

  await page.getByRole('button', { name: 'Open the guide', exact: true }).click();
  const frame = page.getByTitle('Botswana tourism guide');
  await expect(frame.contentFrame().getByText('Okavango').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await checkView(page, 'main');

  // Sign Out stays clear of the guide's navigation bar and inside the screen, within thumb reach.
  const signOut = await page.getByRole('button', { name: 'Sign Out', exact: true }).boundingBox();
  const nav = await frame.contentFrame().getByRole('navigation').boundingBox();
  expect(signOut && nav).toBeTruthy();
  expect(signOut!.y, 'Sign Out is below the guide navigation').toBeGreaterThan(nav!.y + nav!.height);
  expect(signOut!.height).toBeGreaterThanOrEqual(44);
  expect(signOut!.x + signOut!.width).toBeLessThanOrEqual(360);
  expect(signOut!.y + signOut!.height).toBeLessThanOrEqual(740);
});

test('change password on the payment view: the common-password hint, then "Password changed" as success', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(90_000);
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  await expect(heading(page, paymentViewTitle)).toBeFocused();
  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  const form = page.getByRole('region', { name: 'Change your password' });
  await form.getByLabel('Current password', { exact: true }).fill('delta-safari-9');
  await form.getByLabel('New password (minimum 6 characters)').fill('qwerty123');
  await expect(form.getByText(messages.passwordTooCommon)).toBeVisible();
  await checkView(page, 'change-password-hint');

  await form.getByLabel('New password (minimum 6 characters)').fill('marula-moon-31');
  await form.getByLabel('Confirm new password').fill('marula-moon-31');
  await expect(form.getByText(messages.passwordTooCommon)).toHaveCount(0);
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(form.getByRole('status').getByText(messages.passwordChanged)).toBeVisible();
  await checkView(page, 'change-password-done');
  await expect(heading(page, paymentViewTitle)).toBeVisible();
});
