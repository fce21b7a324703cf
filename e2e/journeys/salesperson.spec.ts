import { randomBytes } from 'node:crypto';
import { messages } from '@guidepass/domain/messages';
import { adminToken, api } from '../admin-api.ts';
import { expect, test, waitForMailMatching } from '../fixtures.ts';
import { expectAxeClean, expectHeadingsWhole, expectNoSidewaysScroll, expectNothingSpills, expectPhoneViewSound, setTextSize } from '../page-checks.ts';
import type { Page } from '@playwright/test';

// A salesperson's journey on a 360 px phone (issue 12): an administrator creates a salesperson and invites them by
// e-mail; the invite link leads through sign-up and verification to My sales with the QR code; a customer opens the
// referral link in another browser, signs up "Sold by" that salesperson, verifies and pays in the sandbox; the
// salesperson's month then shows one paying member and the commission. Axe-clean on the way.

const phone = { width: 360, height: 740 };
const password = 'delta-safari-9';
// This journey's administrator (ADMIN_EMAILS in global-setup.ts; admin-phone.spec.ts has one of its own).
const adminEmail = 'e2e-sales-admin@example.com';

/** Signs up in the open sign-up view (fields already filled by the caller) and verifies with the mailed code. */
async function signUpAndVerify(page: Page, sandboxUrl: string, email: string) {
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(messages.accountCreated)).toBeVisible();
  const [, code] = await waitForMailMatching(sandboxUrl, email, /code in the app: (\d{6})/);
  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** The cells of the My sales figures row named `label`: [label, this month, all time]. */
async function figures(page: Page, label: string): Promise<string[]> {
  const table = page.getByRole('table', { name: /and all time/ });
  return table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).locator('th, td').allTextContents();
}

test('a salesperson: invite mail, claim, My sales with the QR, a customer through the link pays, the month shows it', async ({
  browser,
  page,
  appUrl,
  sandboxUrl,
  email,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(phone);

  // The administrator creates the salesperson and invites them (the API, as the admin area does).
  const token = await adminToken(appUrl, sandboxUrl, adminEmail);
  // Letters only: a name key ignores digits, and each run needs a salesperson of its own.
  const lastName = `Sello${[...randomBytes(4)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
  const created = await api<{ id: string; fullName: string; referralCode: string }>(appUrl, '/api/admin/salespersons', {
    token,
    body: { firstName: 'Kagiso', lastName },
  });
  expect(created.status, 'POST /api/admin/salespersons').toBe(201);
  const { id, fullName, referralCode } = created.data;
  const invited = await api(appUrl, `/api/admin/salespersons/${id}/invite`, { token, body: { email } });
  expect(invited.status, 'POST /api/admin/salespersons/{id}/invite').toBe(202);

  // The invite mail's link: sign up, verify, and the app claims the record and opens My sales.
  const [claimLink] = await waitForMailMatching(sandboxUrl, email, /\S+\?claim=[A-Za-z0-9._~%-]+/);
  expect(claimLink.startsWith(`${appUrl}/?claim=`), 'the invite links to the app').toBe(true);
  await page.goto(claimLink);
  // The invited address is filled in, and a salesperson is shown no member prices (product.md §20).
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByText(/ \/ week/)).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password (minimum 6 characters)').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  // The invitation is named and nobody asks who sold them guidepass (product.md §14).
  await expect(page.getByText(`You have been invited as ${fullName}`)).toBeVisible();
  await expect(page.getByLabel('Salesperson First Name')).toHaveCount(0);
  await expectPhoneViewSound(page, 'the claim page');
  await signUpAndVerify(page, sandboxUrl, email);

  await expect(page.getByRole('heading', { level: 1, name: 'My sales' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Welcome, ${fullName}`)).toBeVisible();
  await expect(page).toHaveURL(`${appUrl}/?view=sales`);
  const referralUrl = `${appUrl}/?ref=${referralCode}`;
  const qr = page.getByRole('img', { name: `QR code of your referral link ${referralUrl}` });
  await expect(qr).toBeVisible();
  const qrBox = (await qr.boundingBox())!;
  expect(qrBox.width, 'the QR code is big enough for a phone camera').toBeGreaterThanOrEqual(200);
  await expect(page.getByText(referralCode, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: referralUrl })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My sales', exact: true })).toBeVisible();
  expect(await figures(page, 'Paying members')).toEqual(['Paying members', '0', '0']);
  await expectNoSidewaysScroll(page, 'My sales');
  await expectAxeClean(page, 'My sales');

  // A customer opens the referral link in another browser: sign-up names the salesperson; verify; pay with PayPal.
  const customer = await browser.newContext({ viewport: phone });
  const shop = await customer.newPage();
  // A first name and a second part: the ledger shows "Tumi C." (product.md §14), never the address.
  const customerEmail = `tumi.c${randomBytes(3).toString('hex')}@example.com`;
  await shop.goto(referralUrl);
  await expect(shop.getByText(`Sold by ${fullName}`)).toBeVisible();
  await shop.getByLabel('Email', { exact: true }).fill(customerEmail);
  await shop.getByLabel('Password (minimum 6 characters)').fill(password);
  await shop.getByLabel('Confirm Password').fill(password);
  await signUpAndVerify(shop, sandboxUrl, customerEmail);
  await expect(shop.getByRole('heading', { name: 'Choose Your Membership' })).toBeVisible();
  await shop.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first().check();
  await shop.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await shop.getByRole('button', { name: 'Pay with PayPal', exact: true }).click();
  await shop.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(shop.getByRole('heading', { name: messages.paymentSuccessful })).toBeVisible({ timeout: 20_000 });
  await customer.close();

  // The salesperson's month: one sign-up, one paying member, one sale, and its commission in the ledger.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My sales' })).toBeVisible();
  await expect.poll(() => figures(page, 'Paying members'), { timeout: 15_000 }).toEqual(['Paying members', '1', '1']);
  expect(await figures(page, 'Sales')).toEqual(['Sales', '1', '1']);
  expect(await figures(page, 'Sign-ups')).toEqual(['Sign-ups', '1', '1']);
  const [, earnedThisMonth] = await figures(page, 'Earnings');
  expect(earnedThisMonth, 'a commission was earned').toMatch(/^P[1-9]/);
  const ledger = page.getByRole('table', { name: /Sales and refunds/ });
  const sale = ledger.getByRole('row').filter({ hasText: 'Sale' });
  await expect(sale).toHaveCount(1);
  // The member told apart by first name, initial and tier (the card's title) and the date, never the e-mail; the
  // commission of the month.
  await expect(sale.getByRole('rowheader')).toHaveText(/^Tumi C\.\S/);
  await expect(sale).not.toContainText(customerEmail);
  await expect(sale).not.toContainText('@');
  await expect(sale.getByRole('cell').first()).toContainText(/\d/);
  await expect(sale.locator('td').last()).toHaveText(earnedThisMonth!);
  await expect(page.getByRole('link', { name: /Download my ledger as CSV/ })).toBeVisible();
  await expectNoSidewaysScroll(page, 'My sales with a sale');
  await expectHeadingsWhole(page, 'My sales with a sale');
  await expectAxeClean(page, 'My sales with a sale');

  // At 200 % text the ledger and the figures are cards: nothing scrolls sideways, the commission is in sight.
  await setTextSize(page);
  await expectNoSidewaysScroll(page, 'My sales at 200 % text');
  // The month buttons' labels and every card stay inside their boxes.
  await expectNothingSpills(page.getByRole('group', { name: 'Month' }), 'the ledger\'s month buttons at 200 % text');
  await expectNothingSpills(page.getByRole('main'), 'My sales at 200 % text');
  const commission = sale.locator('td').last();
  await commission.scrollIntoViewIfNeeded();
  await expect(commission).toBeVisible();
  const cell = (await commission.boundingBox())!;
  expect(cell.x, 'the commission starts on the screen').toBeGreaterThanOrEqual(0);
  expect(cell.x + cell.width, 'the commission ends on the screen').toBeLessThanOrEqual(phone.width);
  for (const [label, box] of [['figures', page.getByRole('table', { name: /and all time/ })], ['ledger', ledger]] as const) {
    const { x, width } = (await box.boundingBox())!;
    expect(x + width, `the ${label} fit the screen at 200 % text`).toBeLessThanOrEqual(phone.width);
  }
  await expectHeadingsWhole(page, 'My sales at 200 % text');
  await expectAxeClean(page, 'My sales at 200 % text');
});
