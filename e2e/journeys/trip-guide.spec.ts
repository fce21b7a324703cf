import { createDb, type Db } from '@guidepass/db';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '@guidepass/texts/en/web/ui-text';
import type { Page } from '@playwright/test';
import { tripGuideUiText } from '@guidepass/texts/en/web/trip-guide-text';
import { expect, signUpVerifiedMember, test } from '../fixtures.ts';
import { cachedUrls, savedGuidePaths, waitForServiceWorkerControl } from '../pwa.ts';

// Saving the whole guide for a trip (issue 33, product.md §21), at 360 px: the sandbox guide's 48 pages with their
// photos are saved from the guide's menu; offline, a page never opened reads from the device; the saved guide follows
// the offline rules of pages saved by reading (gone at sign-out, closed after the membership end).

let db: Db | undefined;
const database = () => (db ??= createDb(process.env.E2E_DATABASE_URL!));
test.afterAll(async () => {
  await db?.destroy();
  db = undefined;
});

const week = 7 * 24 * 3600_000;

async function memberWithGuide(page: Page, options: { appUrl: string; sandboxUrl: string; email: string }) {
  await signUpVerifiedMember(page, options);
  await waitForServiceWorkerControl(page);
  await database().updateTable('users').set({ payment_status: 'paid', membership_expiry: new Date(Date.now() + week) }).where('email', '=', options.email).execute();
  await page.goto(options.appUrl);
  const guide = page.getByTitle('Botswana tourism guide').contentFrame();
  await expect(guide.getByRole('heading', { name: 'Wild Botswana' })).toBeVisible({ timeout: 20_000 });
  return guide;
}

/** Opens the menu and asks to save: the size is said first. */
async function askToSave(page: Page) {
  await page.getByRole('button', { name: uiText.topBarMenu }).click();
  await page.getByRole('button', { name: tripGuideUiText.tripGuideSave }).click();
  await expect(page.getByText(/^48 pages, about \d+(\.\d)? MB$/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: tripGuideUiText.tripGuideStart }).click();
}

const photoLoaded = (page: Page) =>
  page.getByTitle('Botswana tourism guide').contentFrame().locator('img.photo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);

test('an active member saves the whole guide, reads a page never opened offline, and sign-out leaves nothing saved', async ({ page, context, appUrl, sandboxUrl, email }) => {
  test.setTimeout(150_000);
  const guide = await memberWithGuide(page, { appUrl, sandboxUrl, email });
  await askToSave(page);
  await expect(page.getByText(tripGuideUiText.tripGuideDone(48))).toBeVisible({ timeout: 90_000 });
  const saved = await savedGuidePaths(page);
  expect(saved).toEqual(expect.arrayContaining(['/guide/saved/', '/guide/saved/maun', '/guide/saved/photos/maun.svg', '/guide/saved/styles.css']));
  expect(saved.filter((path) => path.includes('sitemap'))).toEqual([]);

  // My membership says the size and offers Remove.
  await page.goto(`${appUrl}/?view=membership`);
  await expect(page.getByText(/^Guide saved on this phone: 48 pages, \d+(\.\d)? MB$/)).toBeVisible({ timeout: 20_000 });

  // Offline: Maun was never opened on this device, and it opens with its photo.
  await context.setOffline(true);
  await page.goto(appUrl);
  await expect(page.getByText(messages.guideSavedPages)).toBeVisible({ timeout: 20_000 });
  await guide.getByRole('link', { name: /^Maun\b/ }).click();
  await expect(guide.getByRole('heading', { name: 'Maun', level: 1 })).toBeVisible();
  await expect.poll(() => photoLoaded(page)).toBeGreaterThan(0);

  // Back online, sign out: not one saved page (nor the save's record) is left in the caches.
  await context.setOffline(false);
  await page.goto(appUrl);
  await expect(guide.getByRole('heading', { name: 'Wild Botswana' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('heading', { name: messages.loginTitle })).toBeVisible();
  await expect.poll(async () => (await cachedUrls(page)).filter((url) => /\/guide\/|__guidepass\/trip-guide/.test(url))).toEqual([]);
});

test('a save goes on after a dropped network and after a reload', async ({ page, context, appUrl, sandboxUrl, email }) => {
  test.setTimeout(150_000);
  await memberWithGuide(page, { appUrl, sandboxUrl, email });
  await askToSave(page);
  await expect(page.getByText(/^Saved ([3-9]|[1-4]\d) of 48 pages/)).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await expect(page.getByText(tripGuideUiText.tripGuideWaitingForNetwork)).toBeVisible({ timeout: 20_000 });
  const stalled = (await savedGuidePaths(page)).length;
  await context.setOffline(false);
  await expect.poll(async () => (await savedGuidePaths(page)).length, { timeout: 20_000 }).toBeGreaterThan(stalled);

  // A reload while saving (offline again, so nothing moves meanwhile): once the guide opens, the save goes on by
  // itself from the pages left.
  await context.setOffline(true);
  await expect(page.getByText(tripGuideUiText.tripGuideWaitingForNetwork)).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByText(messages.guideSavedPages)).toBeVisible({ timeout: 20_000 });
  await context.setOffline(false);
  await page.getByRole('button', { name: uiText.topBarMenu }).click({ timeout: 20_000 });
  await expect(page.getByText(tripGuideUiText.tripGuideDone(48))).toBeVisible({ timeout: 90_000 });

  // My membership's Remove: every saved page goes; the device still belongs to the member.
  await page.goto(`${appUrl}/?view=membership`);
  await page.getByRole('button', { name: tripGuideUiText.tripGuideRemove }).click({ timeout: 20_000 });
  await expect(page.getByText(tripGuideUiText.tripGuideRemoved)).toBeVisible();
  expect(await savedGuidePaths(page)).toEqual([]);
  expect((await cachedUrls(page)).some((url) => url.endsWith('/__guidepass/saved-pages-owner'))).toBe(true);
});

test('Update asks the guide with the saved copies\' validators and fetches nothing unchanged', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(150_000);
  await memberWithGuide(page, { appUrl, sandboxUrl, email });
  await askToSave(page);
  await expect(page.getByText(tripGuideUiText.tripGuideDone(48))).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: tripGuideUiText.tripGuideClose }).click();
  const conditional: string[] = [];
  page.context().on('request', (request) => {
    if (request.headers()['if-none-match']) conditional.push(request.url());
  });
  await page.getByRole('button', { name: tripGuideUiText.tripGuideUpdate }).click();
  await page.getByRole('button', { name: tripGuideUiText.tripGuideUpdate }).click();
  await expect(page.getByText(tripGuideUiText.tripGuideUpToDate(0))).toBeVisible({ timeout: 90_000 });
  expect(conditional.length).toBeGreaterThanOrEqual(48);
});

test('a guide larger than the space left says so and saves nothing', async ({ page, appUrl, sandboxUrl, email }) => {
  await page.addInitScript(() => {
    navigator.storage.estimate = async () => ({ quota: 2 * 1024 * 1024, usage: 1024 * 1024 });
  });
  await memberWithGuide(page, { appUrl, sandboxUrl, email });
  await askToSave(page);
  await expect(page.getByText(/^The guide needs about [\d.]+ MB but this phone has only 1 MB free for guidepass\./)).toBeVisible();
  expect((await savedGuidePaths(page)).filter((path) => path.includes('maun'))).toEqual([]);
});

test('after the membership end this device saw, the saved guide is not shown', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(150_000);
  await memberWithGuide(page, { appUrl, sandboxUrl, email });
  await askToSave(page);
  await expect(page.getByText(tripGuideUiText.tripGuideDone(48))).toBeVisible({ timeout: 90_000 });

  await database().updateTable('users').set({ membership_expiry: new Date(Date.now() - 1000) }).where('email', '=', email).execute();
  await page.goto(`${appUrl}/?view=membership`);
  await expect(page.getByRole('heading', { name: 'My membership', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => savedGuidePaths(page)).toEqual([]);
  await expect(page.getByText(/Guide saved on this phone/)).toHaveCount(0);
  await page.goto(`${appUrl}/guide/saved/maun`);
  await expect(page.getByText('Maun is a town')).toHaveCount(0);
});
