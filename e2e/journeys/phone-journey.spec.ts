import { messages } from '@guidepass/domain/messages';
import { expect, fillSignUp, paymentViewTitle, test, waitForMail } from '../fixtures.ts';
import { expectAxeClean } from '../page-checks.ts';
import type { Page } from '@playwright/test';

// The member's phone journey (issue 14) at 360 px: fewer taps, nothing out of sight, reflow at 200 % text.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Counts, across the app's pages of this tab, the password fields a person typed into (each field once). */
async function countPasswordFields(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener(
      'input',
      (event) => {
        const field = event.target;
        if (!(field instanceof HTMLInputElement) || field.type !== 'password' || field.dataset.counted) return;
        field.dataset.counted = 'yes';
        sessionStorage.setItem('passwordFieldsTyped', String(Number(sessionStorage.getItem('passwordFieldsTyped') ?? '0') + 1));
      },
      true,
    );
  });
  return () => page.evaluate(() => Number(sessionStorage.getItem('passwordFieldsTyped') ?? '0'));
}

async function codeFromInbox(sandboxUrl: string, email: string) {
  const code = /code in the app: (\d{6})/.exec((await waitForMail(sandboxUrl, email)).text)?.[1];
  expect(code, 'the verification mail shows a 6-digit code').toBeTruthy();
  return code!;
}

/** No sideways scrolling: the page is no wider than the screen. */
async function expectNoHorizontalScroll(page: Page, view: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${view}: no horizontal scroll at 200 % text`).toBeLessThanOrEqual(clientWidth);
}

/** The element lies wholly inside the visible area. */
async function expectInViewport(page: Page, selector: ReturnType<Page['locator']>, what: string) {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, what).toBeTruthy();
  expect(box!.y, `${what}: top edge visible`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what}: bottom edge visible`).toBeLessThanOrEqual(viewport.height);
}

test('sign-up → verify by code → pay with PayPal → the guide: the password typed twice, no login, no logout', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(120_000);
  const typedPasswordFields = await countPasswordFields(page);
  const authCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/auth/login' || path === '/auth/logout') authCalls.push(path);
  });

  await page.goto(appUrl);
  await fillSignUp(page, { email });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(heading(page, 'Verify your email')).toBeFocused();
  // Signed in by sign-up itself: Sign Out is offered and nothing asks for the e-mail again.
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);

  await page.getByLabel('Verification code').fill(await codeFromInbox(sandboxUrl, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(heading(page, paymentViewTitle)).toBeFocused();
  // Ours, reporting success: shown as success, not under the original's red.
  await expect(page.getByRole('status').getByText(messages.emailVerified)).toBeVisible();

  await page.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first().check();
  // Local preselects mobile money for a new member (product.md §17): this journey pays with PayPal.
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await page.getByRole('button', { name: 'Pay with PayPal', exact: true }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(heading(page, messages.paymentSuccessful)).toBeVisible({ timeout: 20_000 });
  // Paid means open (product.md §14): no log out and in, no tap; the guide opens by itself within 3 s.
  const frame = page.getByTitle('Botswana tourism guide');
  await expect(frame).toBeVisible({ timeout: 3_000 });
  await expect(page).toHaveTitle('Botswana tourism guide · guidepass');
  await expect(frame.contentFrame().getByText('Okavango').first()).toBeVisible({ timeout: 20_000 });

  expect(await typedPasswordFields(), "the password is typed only in sign-up's two fields").toBe(2);
  // The one login is the app's own, right after sign-up, with the password already typed.
  expect(authCalls).toEqual(['/auth/login']);
});

test('errors stay in sight with the on-screen keyboard open (360×380), and focus goes where the fix is', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 380 });
  await page.goto(appUrl);
  await fillSignUp(page, { email, confirm: 'not-the-same-9' });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  const alert = page.getByRole('alert').filter({ hasText: messages.passwordsDoNotMatch });
  await expect(alert).toBeVisible();
  await expectInViewport(page, alert, 'the sign-up error');
  const confirm = page.getByLabel('Confirm Password');
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, 'sign-up with an error');

  // Sign up for real, sign out (onto Login), and get the password wrong.
  await page.getByLabel('Confirm Password').fill('delta-safari-9');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(heading(page, 'Verify your email')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(heading(page, messages.loginTitle)).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const wrong = page.getByRole('alert').filter({ hasText: messages.invalidCredentials });
  await expect(wrong).toBeVisible();
  await expectInViewport(page, wrong, 'the login error');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

  // A wrong code: focus back on the code field, the error in sight.
  await page.getByLabel('Password', { exact: true }).fill('delta-safari-9');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(heading(page, 'Verify your email')).toBeVisible();
  await waitForMail(sandboxUrl, email);
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const badCode = page.getByRole('alert').filter({ hasText: messages.invalidVerification });
  await expect(badCode).toBeVisible();
  await expectInViewport(page, badCode, 'the code error');
  await expect(page.getByLabel('Verification code')).toBeFocused();

  // The right code: the next view starts at its top (header in sight), focus on its heading.
  await page.getByLabel('Verification code').fill(await codeFromInbox(sandboxUrl, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(heading(page, paymentViewTitle)).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('banner')).toBeInViewport();

  // Pay without a tier: reachable, says what is missing, and the original's message stays in sight.
  const pay = page.getByRole('button', { name: 'Pay with PayPal', exact: true });
  await expect(pay).toHaveAttribute('aria-disabled', 'true');
  await expect(pay).toHaveAccessibleDescription('Choose a tier to continue.');
  await pay.focus();
  await expect(pay).toBeFocused();
  await page.keyboard.press('Enter');
  const selectTier = page.getByRole('alert').filter({ hasText: messages.selectTier });
  await expectInViewport(page, selectTier, 'the missing-tier message');
  await expect(page.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first()).toBeFocused();
});

test('200 % text on 360 px: no view scrolls sideways; short views fit the screen height', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(120_000);
  // The text size a person sets in the browser, as root font size 200 % on every page the tab opens.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      if (sessionStorage.getItem('largeText') !== 'off') document.documentElement.style.fontSize = '200%';
    });
  });
  await page.goto(appUrl);
  await expect(heading(page, messages.signUpTitle)).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
  await expectNoHorizontalScroll(page, 'sign-up');

  await page.getByRole('button', { name: 'Already have an account? Login' }).click();
  await expectNoHorizontalScroll(page, 'login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expectNoHorizontalScroll(page, 'forgot password');
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await page.getByRole('button', { name: 'Need an account? Sign Up' }).click();

  await fillSignUp(page, { email });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(heading(page, 'Verify your email')).toBeVisible();
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expectNoHorizontalScroll(page, 'verify (account menu open)');

  await page.getByLabel('Verification code').fill(await codeFromInbox(sandboxUrl, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(heading(page, paymentViewTitle)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'My membership', exact: true }).click();
  await expect(heading(page, 'My membership')).toBeVisible();
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expectNoHorizontalScroll(page, 'My membership (change password open)');
  await page.getByRole('button', { name: 'Back to the app', exact: true }).click();
  await expect(heading(page, paymentViewTitle)).toBeVisible();

  await page.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first().check();
  await page.getByRole('radio', { name: 'Yoco', exact: true }).check();
  await page.getByRole('button', { name: 'Pay with Yoco', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(heading(page, messages.paymentCancelled)).toBeVisible();
  await expectNoHorizontalScroll(page, 'payment cancelled');

  // At the normal text size a short view is exactly as tall as the screen: no 16 px to scroll.
  await page.evaluate(() => sessionStorage.setItem('largeText', 'off'));
  await page.reload();
  await expect(heading(page, messages.paymentCancelled)).toBeVisible();
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, innerHeight: window.innerHeight }));
  expect(scrollHeight, 'the cancelled view fits the screen height').toBeLessThanOrEqual(innerHeight);
});

test('iPhone Safari: the install hint is shown on the app views, and never takes focus under the guide', async ({ browser, appUrl, sandboxUrl, email }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await page.goto(appUrl);
  await expect(page.getByRole('region', { name: 'Install the app' })).toBeVisible();

  await fillSignUp(page, { email });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.getByLabel('Verification code').fill(await codeFromInbox(sandboxUrl, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first().check();
  // Local preselects mobile money for a new member (product.md §17): this journey pays with PayPal.
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await page.getByRole('button', { name: 'Pay with PayPal', exact: true }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  // The success view opens the guide by itself.
  await expect(page.getByTitle('Botswana tourism guide')).toBeVisible({ timeout: 20_000 });

  await expect(page.getByRole('button', { name: 'Dismiss' })).toBeHidden();
  // Tab through the app's own controls: none of them is the covered hint's button.
  const focused: string[] = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    focused.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect(focused).not.toContain('Dismiss');
  await context.close();
});
