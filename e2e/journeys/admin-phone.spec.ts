import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messages } from '@guidepass/domain/messages';
import { expect, signUpVerifiedMember, test } from '../fixtures.ts';
import { expectAxeClean, expectHeadingsWhole, expectNoSidewaysScroll, expectNothingSpills, setTextSize } from '../page-checks.ts';
import type { Page } from '@playwright/test';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';
import { paymentMethodLabels } from '@guidepass/domain/payment-providers';
import { openAdminSection } from '../admin-sections.ts';
import { watchPaypalSubscriptionReturn } from '../paypal-return.ts';

// The admin area on a 360 px phone: an administrator (ADMIN_EMAILS in global-setup.ts) signs in in the app, finds
// Admin in the header, reads the earnings table month by month, finds a member's PayPal subscription and re-checks it
// with PayPal, downloads the CSV and opens the queue dashboard; people who may not enter are refused with pages they
// can read. Never a sideways scroll of the page.

const adminEmail = 'e2e-admin@example.com';
const gaboroneMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Gaborone', year: 'numeric', month: '2-digit' });
const monthName = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });
// Screenshots for a person to look at, beside views-a11y.spec.ts's (screenshots/ at the repo root).
const screenshotsDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

async function photograph(page: Page, name: string) {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: `${screenshotsDir}${name}-360.png`, fullPage: true, animations: 'disabled' });
}

/** `YYYY-MM` in Gaborone, `delta` months from now, and how the app names it ("November 2026"). */
function month(delta = 0): { value: string; name: string } {
  const [year, index] = gaboroneMonth.format(new Date()).slice(0, 7).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, index - 1 + delta, 1));
  return { value: first.toISOString().slice(0, 7), name: monthName.format(first) };
}

/**
 * A member pays for a membership with sandbox PayPal, which is a weekly PayPal subscription: a sale in this month for
 * their salesperson, Lesego Motsumi. Answers the subscription's PayPal id, read off PayPal's return to the app.
 */
async function memberSubscribes(page: Page, options: { appUrl: string; sandboxUrl: string; email: string }): Promise<string> {
  await signUpVerifiedMember(page, options);
  await page.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first().check();
  // Local preselects mobile money for a new member (product.md §17): this journey pays with PayPal.
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await page.getByRole('button', { name: 'Pay with PayPal', exact: true }).click();
  const paypalReturn = watchPaypalSubscriptionReturn(page);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('heading', { name: messages.paymentSuccessful })).toBeVisible({ timeout: 20_000 });
  return paypalReturn();
}

test('an administrator on a phone: Admin in the header, earnings by month, a member\'s subscription re-checked, the CSV, the queue dashboard', async ({ browser, page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(180_000);
  const buyer = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const buyerPage = await buyer.newPage();
  const subscriptionId = await memberSubscribes(buyerPage, { appUrl, sandboxUrl, email });
  await buyer.close();

  // Signed in in the app: the payment view (no membership) with Admin in the header.
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email: adminEmail });
  const adminLink = page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true });
  await expect(adminLink).toBeVisible();
  const link = (await adminLink.boundingBox())!;
  expect(link.height, 'Admin is a thumb-sized target').toBeGreaterThanOrEqual(44);
  expect(link.x + link.width).toBeLessThanOrEqual(360);
  await adminLink.click();

  // The buyer typed "Lesego Motsumi" at sign-up: a name to review, in no report until an admin confirms it (§14).
  const now = month();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeFocused();
  await openAdminSection(page, 'earnings');
  await expect(page.getByRole('table', { name: new RegExp(now.name) }).or(page.getByText(adminUiText.earningsNone(now.name)))).toBeVisible();
  await expect(page.getByRole('table', { name: new RegExp(now.name) }).getByRole('row').filter({ hasText: 'Lesego Motsumi' })).toHaveCount(0);
  await openAdminSection(page, 'names');
  await page.getByLabel(adminUiText.namesSearchLabel).fill('Lesego Motsumi');
  await page.getByRole('button', { name: adminUiText.confirmName('Lesego Motsumi') }).click();
  await expect(page.getByRole('button', { name: adminUiText.confirmName('Lesego Motsumi') })).toHaveCount(0);
  await openAdminSection(page, 'earnings');

  // The earnings of this month, as a table that fits the phone.
  const table = page.getByRole('table', { name: new RegExp(now.name) });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Salesperson', 'Sales', 'Revenue', 'Commission']);
  const row = table.getByRole('row').filter({ hasText: 'Lesego Motsumi' });
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page, 'the admin view');
  // On a phone each salesperson is a card (product.md §14): the box fits the screen, the commission is on it.
  const expectCardsFit = async (where: string) => {
    const box = (await page.getByRole('region', { name: new RegExp(now.name) }).boundingBox())!;
    expect(box.x + box.width, `${where}: the table box fits the screen`).toBeLessThanOrEqual(360);
    const commission = row.getByRole('cell').last();
    await commission.scrollIntoViewIfNeeded();
    await expect(commission).toBeVisible();
    const cell = (await commission.boundingBox())!;
    expect(cell.x + cell.width, `${where}: the commission is on the screen`).toBeLessThanOrEqual(box.x + box.width);
    await expectNoSidewaysScroll(page, where);
    await expectHeadingsWhole(page, where);
  };
  await expectCardsFit('the admin view');
  await expectAxeClean(page, 'the admin view');
  await setTextSize(page);
  await expectCardsFit('the admin view at 200 % text');
  await expectNothingSpills(page.getByRole('main'), 'the admin view at 200 % text');
  await expectAxeClean(page, 'the admin view at 200 % text');
  await setTextSize(page, 100);
  await photograph(page, 'admin');

  // The month before: switched in place, the address says which month.
  const before = month(-1);
  await page.getByRole('button', { name: /Previous month/ }).click();
  await expect(page.getByText(before.name, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?view=admin&section=earnings&month=${before.value}$`));
  await expect(page.getByRole('table', { name: new RegExp(before.name) }).or(page.getByText(`No sales in ${before.name}.`))).toBeVisible();
  await expect(page.getByRole('button', { name: /Next month/ })).toBeEnabled();
  await page.getByRole('button', { name: /Next month/ }).click();
  await expect(page.getByRole('table', { name: new RegExp(now.name) })).toBeVisible();
  await expect(page.getByRole('button', { name: /Next month/ })).toBeDisabled();

  // Members: the buyer found by e-mail, their subscription as a card, re-checked with PayPal (busy, then the answer).
  await openAdminSection(page, 'members');
  const members = page.getByRole('form', { name: adminUiText.membersTitle });
  await members.getByLabel("Member's e-mail address").fill(email);
  await members.getByRole('button', { name: 'Find member' }).click();
  // How the member pays (product.md §20), in view and focused.
  const paysText = adminUiText.memberPays(email, adminUiText.paysWithRenewal(paymentMethodLabels.paypal));
  await expect(members.getByText(paysText)).toBeVisible();
  await expect(page.locator('.action-outcome').filter({ hasText: paysText })).toBeFocused();
  const subscription = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 5, name: `PayPal ${subscriptionId}` }) });
  await expect(subscription.getByText('ACTIVE', { exact: true })).toBeVisible();
  const recheck = subscription.getByRole('button', { name: 'Re-check with PayPal' });
  const recheckBox = (await recheck.boundingBox())!;
  expect(recheckBox.height, 'Re-check is a thumb-sized target').toBeGreaterThanOrEqual(44);
  expect(recheckBox.x + recheckBox.width).toBeLessThanOrEqual(360);
  await recheck.click();
  await expect(subscription.getByText('Re-checked with PayPal: ACTIVE. No missed charge to credit.')).toBeVisible({ timeout: 20_000 });
  await subscription.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page, 'the admin view with a member');
  await expectAxeClean(page, 'the admin view with a member');
  await photograph(page, 'admin-member');

  // The CSV of the month: a real download, opened with the admin cookie the view obtained.
  await openAdminSection(page, 'earnings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download CSV (${now.name})` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`guidepass-earnings-${now.value}.csv`);
  const lines = readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
  expect(lines[0]).toBe('month,salesperson,referral_code,sales,revenue_pula,charged_other_currencies,commission_pula,paid_out_pula,owed_pula');
  expect(lines.some((line) => line.startsWith(`"${now.value}","Lesego Motsumi",`))).toBe(true);

  // The queue dashboard: its own page, titled, in English, its tabs wrapped rather than cut off.
  await openAdminSection(page, 'queues');
  await page.getByRole('link', { name: 'Open the queue dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/queues/);
  await expect(page).toHaveTitle('Job queues');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const tabs = page.locator('[class*="statusTabs-"]').first();
  await expect(tabs).toBeVisible({ timeout: 20_000 });
  for (const tab of await tabs.getByRole('link').all()) {
    const tabBox = (await tab.boundingBox())!;
    expect(tabBox.x + tabBox.width, `${await tab.textContent()} is on the screen`).toBeLessThanOrEqual(360);
  }
  await expectNoSidewaysScroll(page, 'the queue dashboard');
  await photograph(page, 'admin-queue-dashboard');

  // GET /admin (say, typed in) opens the app's admin view.
  await page.goto(`${appUrl}/admin`);
  await expect(page).toHaveURL(`${appUrl}/?view=admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
});

test('refused: readable pages without the cookie, and no Admin for a member', async ({ browser, page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(90_000);
  const stranger = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const anonymous = await stranger.newPage();
  for (const path of ['/admin/earnings', '/admin/earnings.csv', '/admin/queues']) {
    const response = await anonymous.goto(`${appUrl}${path}`);
    expect(response?.status(), path).toBe(401);
    expect(response?.headers()['content-type'], path).toContain('text/html');
    await expect(anonymous).toHaveTitle(/Sign in to the admin area/);
    await expect(anonymous.locator('html')).toHaveAttribute('lang', 'en');
    await expect(anonymous.getByRole('heading', { level: 1, name: 'Sign in to the admin area' })).toBeVisible();
    await expectNoSidewaysScroll(anonymous, path);
  }
  await expectAxeClean(anonymous, 'the refused page');
  await photograph(anonymous, 'admin-refused');
  // Its link leads to the app, which asks for a sign-in first.
  await anonymous.getByRole('link', { name: 'Open the admin area in the app' }).click();
  await expect(anonymous).toHaveURL(`${appUrl}/?view=admin`);
  await expect(anonymous.getByRole('heading', { level: 1, name: messages.signUpTitle })).toBeVisible();
  await stranger.close();

  // A member: no Admin in the header; the admin address says the area is for administrators.
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto(`${appUrl}/?view=admin`);
  await expect(page.getByRole('alert')).toContainText('This page is for administrators.');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the admin view refusing a member');
  await expectAxeClean(page, 'the admin view refusing a member');
  const refused = await page.goto(`${appUrl}/admin/queues`);
  expect(refused?.status(), 'no admin cookie was handed to a member').toBe(401);
  await expect(page).toHaveTitle(/Sign in to the admin area/);
});
