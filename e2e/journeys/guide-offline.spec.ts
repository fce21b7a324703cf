import { createDb, type Db } from '@guidepass/db';
import { messages } from '@guidepass/domain/messages';
import type { Page } from '@playwright/test';
import { expect, login, paymentViewTitle, signUpVerifiedMember, test } from '../fixtures.ts';
import { expectAxeClean, expectNoSidewaysScroll, expectNothingSpills, setTextSize } from '../page-checks.ts';
import { cachedUrls, privatePaths, savedGuidePaths, waitForServiceWorkerControl } from '../pwa.ts';

// The guide offline (issue 14, item 4): pages a member opened are kept on the device (apps/web/src/sw/) and shown
// without a network under an "offline — saved pages" note, below the app's offline banner; they go at sign-out
// and stop opening once the membership the device last saw has ended. At 360 px (the config's viewport).

const guideFrameTitle = 'Botswana tourism guide';

let db: Db | undefined;
const database = () => (db ??= createDb(process.env.E2E_DATABASE_URL!));
// Tests of this file may run in one worker after its afterAll: a destroyed pool is forgotten, not reused.
test.afterAll(async () => {
  await db?.destroy();
  db = undefined;
});

/** A verified member whose membership runs until `endsAt` (set in the database: paying is another journey's job). */
/** A paid member with the guide open; `endsInMs` counts from the moment the membership is set, after sign-up. */
async function activeMember(page: Page, options: { appUrl: string; sandboxUrl: string; email: string; endsInMs: number }) {
  await signUpVerifiedMember(page, options);
  // Controlled before the guide opens, so its pages go through the app's service worker from the first one.
  await waitForServiceWorkerControl(page);
  const endsAt = new Date(Date.now() + options.endsInMs);
  await database().updateTable('users').set({ payment_status: 'paid', membership_expiry: endsAt }).where('email', '=', options.email).execute();
  await page.goto(options.appUrl);
  const frame = page.getByTitle(guideFrameTitle);
  const guide = frame.contentFrame();
  await expect(guide.getByRole('heading', { name: 'Wild Botswana' })).toBeVisible({ timeout: 20_000 });
  return { frame, guide, endsAt };
}

/** Whether the element's centre is the topmost thing there: nothing (the guide frame above all) covers it. */
async function onTop(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  }, selector);
}

test('offline, a member reads the guide pages they opened, under the saved-pages note and the offline banner; sign-out removes them', async ({ page, context, appUrl, sandboxUrl, email }, testInfo) => {
  const { frame, guide } = await activeMember(page, { appUrl, sandboxUrl, email, endsInMs: 7 * 24 * 3600_000 });
  await guide.getByRole('link', { name: 'Chobe', exact: true }).click();
  await expect(guide.getByRole('heading', { name: 'Chobe National Park', level: 1 })).toBeVisible();

  // Kept under the guide path after the pass: no pass, and nothing of /api or /auth, in CacheStorage.
  await expect.poll(() => savedGuidePaths(page)).toEqual(expect.arrayContaining(['/guide/saved/', '/guide/saved/chobe-national-park', '/guide/saved/styles.css']));
  expect((await cachedUrls(page)).filter((url) => privatePaths.test(new URL(url).pathname))).toEqual([]);
  expect((await savedGuidePaths(page)).filter((path) => path.includes('okavango'))).toEqual([]);

  // A page whose script runs online (the isolation journey's hostile page) is kept, but its copy runs no script.
  const guideSrc = (await frame.getAttribute('src'))!;
  await frame.evaluate((element: HTMLIFrameElement, src) => (element.src = src), `${guideSrc}hostile.html`);
  await expect(guide.locator('body[data-done="1"]')).toBeAttached({ timeout: 20_000 });
  await expect.poll(() => savedGuidePaths(page)).toContain('/guide/saved/hostile.html');

  await context.setOffline(true);
  await page.goto(`${appUrl}/guide/saved/hostile.html`);
  await expect(page.locator('#report')).toBeAttached();
  await page.waitForTimeout(1000);
  await expect(page.locator('body[data-done]'), 'the saved copy ran no script').toHaveCount(0);

  await page.goto(appUrl);
  await expect(guide.getByRole('heading', { name: 'Wild Botswana' })).toBeVisible();
  await expect(page.getByText(messages.guideSavedPages)).toBeVisible();
  const banner = page.getByText(messages.offline);
  await expect(banner).toBeVisible();
  // The banner sits above the frame, not under it, and both fit the screen.
  const bannerBox = (await banner.boundingBox())!;
  const frameBox = (await frame.boundingBox())!;
  expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(frameBox.y);
  expect(frameBox.y + frameBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  expect(await onTop(page, '.pwa-offline__text'), 'the offline banner is not covered').toBe(true);
  expect(await onTop(page, '.guide__saved-note'), 'the saved-pages note is not covered').toBe(true);
  await page.screenshot({ path: testInfo.outputPath('offline-guide-360.png') });
  // The saved copy keeps its styles and its image.
  await expect.poll(() => guide.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(47, 93, 80)');
  await expect.poll(() => guide.locator('img.brand__logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // A saved page opens; one never opened says it is not saved.
  await guide.getByRole('link', { name: 'Chobe', exact: true }).click();
  await expect(guide.getByRole('heading', { name: 'Chobe National Park', level: 1 })).toBeVisible();
  await guide.getByRole('link', { name: 'Okavango', exact: true }).click();
  await expect(guide.getByText(messages.guidePageNotSaved)).toBeVisible();

  // Back online the live guide returns by itself, without the note.
  await context.setOffline(false);
  await expect(guide.getByRole('heading', { name: 'Wild Botswana' })).toBeVisible();
  await expect(page.getByText(messages.guideSavedPages)).toBeHidden();
  await expect(frame).toHaveAttribute('src', /\/guide\/[\w-]+\.[\w-]+\.[\w-]+\/$/);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('heading', { name: messages.loginTitle })).toBeVisible();
  await expect.poll(() => savedGuidePaths(page), { message: 'saved pages are deleted at sign-out' }).toEqual([]);

  // Signed out and offline: the guide's pages do not open from the device.
  await context.setOffline(true);
  await page.goto(`${appUrl}/guide/saved/chobe-national-park`);
  await expect(page.getByText(messages.guideNeedsMembership)).toBeVisible();
  await expect(page.getByText('Chobe National Park')).toHaveCount(0);

  // And a form says the app is offline, not that the service is unavailable.
  await page.goto(appUrl);
  await expect(page.getByRole('heading', { name: messages.loginTitle })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.locator('input[type="password"]').first().fill('delta-safari-9');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(messages.offlineRequest)).toBeVisible();
  await expect(page.getByText(messages.unavailable)).toHaveCount(0);
});

test('saved guide pages stop opening once the membership end this device last saw has passed', async ({ page, context, appUrl, sandboxUrl, email }) => {
  test.setTimeout(120_000);
  // Long enough for the steps before the end (under 1 s on an idle machine here), short enough not to idle.
  const { guide, endsAt } = await activeMember(page, { appUrl, sandboxUrl, email, endsInMs: 10_000 });
  await guide.getByRole('link', { name: 'Chobe', exact: true }).click();
  await expect(guide.getByRole('heading', { name: 'Chobe National Park', level: 1 })).toBeVisible();
  await expect.poll(() => savedGuidePaths(page)).toContain('/guide/saved/chobe-national-park');

  // Offline before the end: the saved pages open.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(messages.guideSavedPages)).toBeVisible();
  await expect(guide.getByRole('heading', { name: 'Wild Botswana' })).toBeVisible();
  expect(Date.now(), 'the steps before the end took less time than the membership had left').toBeLessThan(endsAt.getTime());

  // Still offline, after the end: the same saved page is refused and the device forgets the pages.
  await page.waitForTimeout(endsAt.getTime() - Date.now() + 1000);
  await guide.getByRole('link', { name: 'Chobe', exact: true }).click();
  await expect(guide.getByText(messages.guideNeedsMembership)).toBeVisible();
  await expect(guide.getByText('Chobe National Park')).toHaveCount(0);
  await expect.poll(() => savedGuidePaths(page)).toEqual([]);

  // Opened again offline, the app shows the membership as over, and the guide's saved start page stays closed.
  await page.reload();
  await expect(page.getByRole('heading', { name: paymentViewTitle })).toBeVisible();
  await page.goto(`${appUrl}/guide/saved/`);
  await expect(page.getByText(messages.guideNeedsMembership)).toBeVisible();
  await expect(page.getByText('Wild Botswana')).toHaveCount(0);
});

test('a new device: the first visit keeps the guide pages opened, reads them offline, and Sign Out offline asks first', async ({ browser, page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(120_000);
  // The member's first phone: signed up, verified, paid (in the database). Then a phone the app has never seen.
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  await database()
    .updateTable('users')
    .set({ payment_status: 'paid', membership_expiry: new Date(Date.now() + 7 * 24 * 3600_000) })
    .where('email', '=', email)
    .execute();
  // The payment view's header stays compact at 200 % text: well under a third of the screen.
  await setTextSize(page);
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(header.height, 'the header at 200 % text').toBeLessThanOrEqual(740 / 4);
  // And so does the "Signed in as" card under the title (it took 64 % of the screen): within a third even with this
  // journey's 43-character address, and the whole address on the first screen. The address breaks only between its
  // parts now (at "@" and dots, never mid-word, product.md §20), which costs it one or two lines more than breaking anywhere.
  const account = (await page.getByText(/^Signed in as /).locator('..').boundingBox())!;
  expect(account.height, 'the Signed in as card at 200 % text').toBeLessThanOrEqual(740 / 2.7);
  expect(account.y + account.height, 'banner, title and account card at 200 % text').toBeLessThanOrEqual(740 * 0.8);
  await expectNoSidewaysScroll(page, 'the payment view at 200 % text');
  await expectNothingSpills(page.getByRole('main'), 'the payment view at 200 % text');
  await expectAxeClean(page, 'the payment view at 200 % text');
  await page.screenshot({ path: test.info().outputPath('payment-200.png') });
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const fresh = await phone.newPage();
    // A slow network on the first visit: the service worker is still installing while the guide opens.
    await fresh.route('**/sw.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await fresh.goto(appUrl);
    await fresh.getByRole('button', { name: 'Already have an account? Login' }).click();
    await login(fresh, email);
    const frame = fresh.getByTitle(guideFrameTitle);
    const guide = frame.contentFrame();
    await expect(guide.getByRole('heading', { name: 'Wild Botswana' })).toBeVisible({ timeout: 20_000 });
    await guide.getByRole('link', { name: 'Chobe', exact: true }).click();
    await expect(guide.getByRole('heading', { name: 'Chobe National Park', level: 1 })).toBeVisible();
    await expect.poll(() => savedGuidePaths(fresh), { timeout: 15_000 }).toEqual(expect.arrayContaining(['/guide/saved/', '/guide/saved/chobe-national-park']));

    // At 200 % text the top bar stays one row: Menu and Sign Out side by side.
    await setTextSize(fresh);
    const menu = (await fresh.getByRole('button', { name: 'Menu', exact: true }).boundingBox())!;
    const signOut = (await fresh.getByRole('button', { name: 'Sign Out', exact: true }).boundingBox())!;
    expect(Math.abs(menu.y - signOut.y), 'Menu and Sign Out on one row at 200 % text').toBeLessThan(menu.height / 2);
    await expectNoSidewaysScroll(fresh, 'the guide at 200 % text');
    await expectNothingSpills(fresh.locator('body'), 'the guide at 200 % text');
    await expectAxeClean(fresh, "the guide's chrome at 200 % text", { exclude: 'iframe' });
    await setTextSize(fresh, 100);

    // Offline, both pages read from the device.
    await phone.setOffline(true);
    await fresh.reload();
    await expect(fresh.getByText(messages.guideSavedPages)).toBeVisible();
    await expect(guide.getByRole('heading', { name: 'Wild Botswana' })).toBeVisible();
    await guide.getByRole('link', { name: 'Chobe', exact: true }).click();
    await expect(guide.getByRole('heading', { name: 'Chobe National Park', level: 1 })).toBeVisible();

    // Sign Out offline asks first; Cancel keeps everything.
    await fresh.getByRole('button', { name: 'Sign Out', exact: true }).click();
    const question = fresh.getByRole('group', { name: 'Sign out and remove the guide pages saved on this phone?' });
    await expect(question).toBeVisible();
    await expectAxeClean(fresh, 'the sign-out question offline', { exclude: 'iframe' });
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(fresh.getByRole('button', { name: 'Sign Out', exact: true })).toBeFocused();
    expect(await savedGuidePaths(fresh)).toEqual(expect.arrayContaining(['/guide/saved/', '/guide/saved/chobe-national-park']));
    // Yes signs out and the pages go.
    await fresh.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await fresh.getByRole('button', { name: 'Yes, sign out', exact: true }).click();
    await expect(fresh.getByRole('heading', { name: messages.loginTitle })).toBeVisible();
    await expect.poll(() => savedGuidePaths(fresh)).toEqual([]);
  } finally {
    await phone.close();
  }
});
