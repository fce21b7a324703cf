import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminPassword, adminToken, api, createSalesperson, uniqueSurname } from '../admin-api.ts';
import { openAdminSection } from '../admin-sections.ts';
import { expect, login, test, waitForMailMatching } from '../fixtures.ts';
import { expectAxeClean, expectNoSidewaysScroll, setTextSize } from '../page-checks.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';
import { salesUiText } from '@guidepass/texts/en/web/sales-ui-text';

// Salespeople and admins on phones (issue 32's acceptance, product.md §20): at 360 × 740 px with 30 names to review,
// the admin area's first view is at most 4 screens tall, every control is at least 44 × 44 px and axe (WCAG 2.2 AA
// and best practice) finds nothing on any section, My sales or the claim page, at 100 and 200 % text; My sales shows
// this month's earnings in the first screen. The heights measured are printed (`page heights:`).

const sectionsAdmin = 'e2e-sections-admin@example.com'; // in ADMIN_EMAILS (global-setup.ts)
const screenHeight = 740;

/** The page's height in px, as the browser lays it out now. */
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** Every visible control (button, link, field, select, summary) measures at least 44 × 44 px. */
async function expectThumbSizedControls(page: Page, where: string) {
  const small = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), select, textarea, summary'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (box.width < 44 - 0.5 || box.height < 44 - 0.5) {
        found.push(`${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || '').trim().slice(0, 40)}": ${Math.round(box.width)} × ${Math.round(box.height)}`);
      }
    }
    return found;
  });
  expect(small, `${where}: every control at least 44 × 44 px`).toEqual([]);
}

/** At 100 and then 200 % text: no sideways scroll, thumb-sized controls, axe with best practice clean. Back at 100 %. */
async function expectSoundAtBothSizes(page: Page, where: string) {
  for (const percent of [100, 200]) {
    await setTextSize(page, percent);
    const at = `${where} at ${percent} % text`;
    await expectNoSidewaysScroll(page, at);
    await expectThumbSizedControls(page, at);
    await expectAxeClean(page, at, { bestPractice: true });
  }
  await setTextSize(page, 100);
}

/** Signs up an account that typed a salesperson name no one has: a name to review. */
async function typedName(appUrl: string, surname: string) {
  const email = `e2e-typed-${randomBytes(4).toString('hex')}@example.com`;
  const body = { email, password: adminPassword, confirmPassword: adminPassword, firstName: 'Review', lastName: surname, confirmNewSalesperson: true };
  const signup = await api(appUrl, '/auth/signup', { body });
  expect(signup.status, `sign-up typing Review ${surname}`).toBe(201);
}

test('the admin area at 360 px with 30 names to review: sections under a menu, a short first view, 44 px controls, axe clean at 100 and 200 %', async ({ page, appUrl, sandboxUrl }) => {
  test.setTimeout(240_000);
  const token = await adminToken(appUrl, sandboxUrl, sectionsAdmin);
  const stem = uniqueSurname('Sec');
  for (let batch = 0; batch < 3; batch += 1) {
    await Promise.all(Array.from({ length: 10 }, (_, i) => typedName(appUrl, `${stem}${String.fromCharCode(97 + batch)}${String.fromCharCode(97 + i)}`)));
  }
  const names = await api<{ total: number }>(appUrl, '/api/admin/salesperson-names', { token });
  expect(names.data.total, 'at least 30 names to review').toBeGreaterThanOrEqual(30);
  const salesperson = await createSalesperson(appUrl, token, 'Naledi', uniqueSurname('Sec'));

  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Already have an account? Login' }).click();
  await login(page, sectionsAdmin, adminPassword);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toBeVisible({ timeout: 20_000 });
  await page.goto(`${appUrl}/?view=admin`);
  await expect(page.getByRole('navigation', { name: adminUiText.sectionsMenu })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: adminUiText.membersTitle })).toBeVisible();

  const heights: Record<string, number> = {};
  heights['first view (Members & refunds)'] = await pageHeight(page);
  expect(heights['first view (Members & refunds)'], 'the first view is at most 4 screens tall').toBeLessThanOrEqual(4 * screenHeight);
  await expectSoundAtBothSizes(page, 'Members & refunds');

  // Names to review: 20 a page of the 30 and more, bulk merge of two into the salesperson.
  await openAdminSection(page, 'names');
  const namesRegion = page.getByRole('region', { name: adminUiText.namesTitle });
  const cards = namesRegion.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(20, { timeout: 15_000 });
  await expect(namesRegion.getByText(adminUiText.pageOf(1, Math.ceil(names.data.total / 20)), { exact: false })).toBeVisible();
  heights['Names to review'] = await pageHeight(page);
  await expectSoundAtBothSizes(page, 'Names to review');
  await namesRegion.getByLabel(adminUiText.namesSearchLabel).fill(stem);
  await expect(cards).toHaveCount(20, { timeout: 15_000 });
  const first = `Review ${stem}aa`;
  const second = `Review ${stem}ab`;
  await namesRegion.getByRole('checkbox', { name: adminUiText.chooseName(first) }).check();
  await namesRegion.getByRole('checkbox', { name: adminUiText.chooseName(second) }).check();
  const bulk = namesRegion.getByRole('form', { name: adminUiText.bulkMergeTitle });
  await bulk.getByLabel(adminUiText.mergeIntoLabel).selectOption({ label: `${salesperson.fullName} (${salesperson.referralCode})` });
  await bulk.getByRole('button', { name: adminUiText.bulkMerge }).click();
  await bulk.getByRole('button', { name: adminUiText.mergeYes, exact: true }).click();
  const mergedText = adminUiText.bulkMerged(2, salesperson.fullName);
  const merged = namesRegion.getByText(mergedText);
  await expect(merged).toBeVisible({ timeout: 15_000 });
  // The result is in view and has the focus.
  await expect(page.locator('.action-outcome').filter({ hasText: mergedText })).toBeFocused();
  await expect(merged).toBeInViewport();
  await expect(namesRegion.getByRole('heading', { level: 3, name: first, exact: true })).toHaveCount(0);
  await expectSoundAtBothSizes(page, 'Names to review after a bulk merge');

  // Salespeople: the new salesperson's card hands over the link and its QR.
  await openAdminSection(page, 'salespeople');
  const people = page.getByRole('region', { name: adminUiText.salespeopleTitle });
  await people.getByLabel(adminUiText.salespeopleSearchLabel).fill(salesperson.fullName);
  const card = people.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${salesperson.fullName}`) }) });
  const referralUrl = `${appUrl}/?ref=${salesperson.referralCode}`;
  await expect(card.getByRole('link', { name: referralUrl })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('img', { name: adminUiText.referralQr(salesperson.fullName, referralUrl) })).toBeVisible();
  await card.getByText(adminUiText.manageSalesperson(salesperson.fullName)).click();
  heights['Salespeople'] = await pageHeight(page);
  await expectSoundAtBothSizes(page, 'Salespeople');

  for (const section of ['earnings', 'queues'] as const) {
    await openAdminSection(page, section);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    if (section === 'earnings') await expect(page.getByRole('button', { name: /Previous month/ })).toBeVisible();
    heights[adminUiText.sectionNames[section]] = await pageHeight(page);
    await expectSoundAtBothSizes(page, adminUiText.sectionNames[section]);
  }
  console.log(`page heights at 360 × ${screenHeight} px: ${JSON.stringify(heights)}`);
});

test('My sales shows this month first, and the claim page fills in the invited address without prices: axe clean at 100 and 200 %', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(120_000);
  const token = await adminToken(appUrl, sandboxUrl, sectionsAdmin);
  const salesperson = await createSalesperson(appUrl, token, 'Neo', uniqueSurname('Sec'));
  expect((await api(appUrl, `/api/admin/salespersons/${salesperson.id}/invite`, { token, body: { email } })).status).toBe(202);
  const [claimLink, claimToken] = await waitForMailMatching(sandboxUrl, email, /\S+[?&]claim=([A-Za-z0-9._~-]+)/);

  // The claim page.
  await page.goto(claimLink);
  await expect(page.getByText(`You have been invited as ${salesperson.fullName}`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByText(/ \/ week/)).toHaveCount(0);
  await expectSoundAtBothSizes(page, 'the claim page');

  // Signed up, verified and claimed (the API, as the claim page does), then signed in: My sales.
  const signup = await api(appUrl, '/auth/signup', { body: { email, password: adminPassword, confirmPassword: adminPassword } });
  expect(signup.status).toBe(201);
  const [, code] = await waitForMailMatching(sandboxUrl, email, /code in the app: (\d{6})/);
  expect((await api(appUrl, '/auth/verify-email', { body: { email, code } })).status).toBe(200);
  const session = await api<{ accessToken: string }>(appUrl, '/auth/login', { body: { email, password: adminPassword } });
  expect((await api(appUrl, '/api/salesperson/claim', { token: session.data.accessToken, body: { token: claimToken } })).status).toBe(200);
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Already have an account? Login' }).click();
  await login(page, email, adminPassword);
  await expect(page.getByRole('heading', { level: 1, name: 'My sales' })).toBeVisible({ timeout: 20_000 });

  // This month's earnings and sales count in the first screen, before the QR.
  const earned = page.getByRole('definition').filter({ hasText: /^P\d/ }).first();
  await expect(earned).toBeVisible();
  const box = (await earned.boundingBox())!;
  expect(box.y + box.height, "this month's earnings are in the first screen").toBeLessThanOrEqual(screenHeight);
  await expect(page.getByRole('term').filter({ hasText: salesUiText.headlineSales }).first()).toBeInViewport();
  const qr = page.getByRole('img', { name: /QR code of your referral link/ });
  expect((await qr.boundingBox())!.y, 'the QR comes after the figures').toBeGreaterThan(box.y);
  console.log(`My sales at 360 × ${screenHeight} px: this month's earnings end at ${Math.round(box.y + box.height)} px`);
  await expectSoundAtBothSizes(page, 'My sales');
});
