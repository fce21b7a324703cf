import type { Page } from '@playwright/test';
import { messages } from '@guidepass/domain/messages';
import { adminToken, createSalesperson, uniqueSurname } from '../admin-api.ts';
import { expect, fillSignUp, test } from '../fixtures.ts';

// The first visit on a slow network (product.md §19, issue 31): the sign-up form is in the HTML the server sends, a
// referral link's salesperson too; the app takes the form over without losing what was typed meanwhile.

const firstVisitAdmin = 'e2e-first-visit-admin@example.com';
const signUpButton = { name: 'Sign Up', exact: true } as const;

/**
 * Opens the app with its script held back, as on a slow network: the prerendered page can be used meanwhile.
 * Answers the release of the script.
 */
async function openWithTheAppHeld(page: Page, appUrl: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(appUrl, { waitUntil: 'commit' });
  return release;
}

declare global {
  interface Window {
    /** set by the app once it has taken the page over (apps/web/src/prerender/early-submit.ts) */
    __guidepassReady?: boolean;
  }
}

/** Whether the app has taken the prerendered page over. */
const takenOver = (page: Page) => page.evaluate(() => window.__guidepassReady === true);

test('without JavaScript the sign-up form is in the page; a referral link names its salesperson, an unknown code gets the plain form', async ({
  browser,
  appUrl,
  sandboxUrl,
}) => {
  const token = await adminToken(appUrl, sandboxUrl, firstVisitAdmin);
  const salesperson = await createSalesperson(appUrl, token, 'Neo', uniqueSurname('Visit'));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(appUrl);
    await expect(page.getByRole('heading', { name: messages.signUpTitle })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toBeVisible();
    await expect(page.getByLabel('Salesperson First Name')).toBeVisible();
    await expect(page.getByRole('button', signUpButton)).toBeEnabled();

    await page.goto(`${appUrl}/?ref=${salesperson.referralCode}`);
    await expect(page.getByText(`Sold by ${salesperson.fullName}`)).toBeVisible();
    await expect(page.getByLabel('Salesperson First Name')).toHaveCount(0);

    await page.goto(`${appUrl}/?ref=NOBODY7`);
    await expect(page.getByLabel('Salesperson First Name')).toBeVisible();
    await expect(page.getByText(/^Sold by /)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('text typed (and Sign Up pressed) before the app has loaded survives its taking the form over', async ({ page, appUrl, email }) => {
  const release = await openWithTheAppHeld(page, appUrl);
  await expect(page.getByRole('heading', { name: messages.signUpTitle })).toBeVisible();
  await fillSignUp(page, { email, first: 'Lesego', last: 'Motsumi' });
  await page.getByRole('button', signUpButton).click();
  expect(await takenOver(page), 'not taken over yet').toBe(false);

  release();
  await page.waitForFunction(() => window.__guidepassReady === true);
  // The press made before is made again with what was typed: the account is created from those fields.
  await expect(page.getByText(messages.accountCreated)).toBeVisible();
});

test('Sign in with Google pressed before the app has loaded is pressed again once it has', async ({ page, appUrl }) => {
  const release = await openWithTheAppHeld(page, appUrl);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  expect(await takenOver(page), 'not taken over yet').toBe(false);
  await expect(page).toHaveURL(`${appUrl}/`);

  release();
  await expect(page.getByRole('heading', { name: 'Sign in with Google (sandbox)' })).toBeVisible();
});

test('after hydration the fields keep what was typed and nothing on the page moved', async ({ page, appUrl }) => {
  const release = await openWithTheAppHeld(page, appUrl);
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('early@example.com');
  const button = page.getByRole('button', signUpButton);
  const before = await button.boundingBox();
  release();
  await page.waitForFunction(() => window.__guidepassReady === true);
  await expect(email).toHaveValue('early@example.com');
  expect(await button.boundingBox(), 'the form did not move').toEqual(before);
  // The app owns the field now: what is typed next is its state too (a mismatch shows the seed's message).
  await page.getByLabel('Password (minimum 6 characters)').fill('delta-safari-9');
  await page.getByLabel('Confirm Password').fill('delta-safari-8');
  await button.click();
  await expect(page.getByText(messages.passwordsDoNotMatch)).toBeVisible();
  await expect(email).toHaveValue('early@example.com');
});
