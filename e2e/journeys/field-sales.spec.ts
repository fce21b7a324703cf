import { messages } from '@guidepass/domain/messages';
import { noSalesperson } from '@guidepass/domain/salesperson-name';
import { uiText } from '@guidepass/texts/en/web/ui-text';
import { adminPassword, adminToken, api, createSalesperson, uniqueSurname } from '../admin-api.ts';
import { openAdminSection } from '../admin-sections.ts';
import { watchPaypalSubscriptionReturn } from '../paypal-return.ts';
import { expect, fillSignUp, paymentViewTitle, test, waitForMail } from '../fixtures.ts';
import { expectAxeClean, expectHeadingsWhole, expectNoSidewaysScroll, expectNothingSpills, expectPhoneViewSound, setTextSize } from '../page-checks.ts';
import type { Page } from '@playwright/test';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

// Field sales on a 360 px phone (product.md §14, issue 23's acceptance): the admin signs up without naming a
// salesperson and merges a typed name into a salesperson; a member signs up with the referral code alone, pays and the
// guide opens by itself; a PayPal-renewing member's My membership shows the exact next charge before and after a
// sandbox bill.

const fieldAdmin = 'e2e-field-admin@example.com'; // in ADMIN_EMAILS (global-setup.ts), signed up here in the browser
const refAdmin = 'e2e-ref-admin@example.com'; // in ADMIN_EMAILS, signed up through the API by whoever comes first
const guideFrameTitle = 'Botswana tourism guide';
const gaboroneMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Gaborone', month: 'long', year: 'numeric' });
const gaboroneAt = /^(\d{1,2} \w+ \d{4}) at (\d{2}:\d{2}) \(Gaborone time\)/;
const minute = 60_000;

/** "30 November 2026 at 14:05 (Gaborone time)…" as an instant (Gaborone is UTC+2 all year). */
function instantOf(text: string): number {
  const [, day, time] = gaboroneAt.exec(text.trim()) ?? [];
  expect(day, `a Gaborone date and time: ${text}`).toBeTruthy();
  return Date.parse(`${day} ${time} GMT+0200`);
}

/** The value of the fact named `name` (a dt) inside `scope`. */
const fact = (scope: ReturnType<Page['getByRole']>, name: string) => scope.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');

/** From the sign-up view as filled in: Sign Up, the code from the sandbox inbox, Verify; left on the payment view. */
async function signUpAndVerify(page: Page, sandboxUrl: string, email: string) {
  await page.getByRole('button', { name: uiText.signUp, exact: true }).click();
  await expect(page.getByText(messages.accountCreated)).toBeVisible();
  const code = /code in the app: (\d{6})/.exec((await waitForMail(sandboxUrl, email)).text)?.[1];
  expect(code, 'the verification mail shows a 6-digit code').toBeTruthy();
  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { name: paymentViewTitle })).toBeVisible({ timeout: 15_000 });
}

/** From the payment view: the first tier with `provider`, to the sandbox's page, paid there; answers at the success view. */
async function payFirstTier(page: Page, provider: 'PayPal' | 'Yoco') {
  await page.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first().check();
  await page.getByRole('radio', { name: provider, exact: true }).check();
  await page.getByRole('button', { name: `Pay with ${provider}`, exact: true }).click();
  await page.getByRole('button', { name: provider === 'PayPal' ? 'Approve' : 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: messages.paymentSuccessful })).toBeVisible({ timeout: 20_000 });
}

/** The admin view's checks on a phone: no sideways scroll, nothing spilling out of its box, headings whole, axe-clean. */
async function checkAdminView(page: Page, where: string) {
  await expectNoSidewaysScroll(page, where);
  await expectNothingSpills(page.getByRole('main'), where);
  await expectHeadingsWhole(page, where);
  await expectAxeClean(page, where);
}

test('the admin signs up without a salesperson, finds a typed name under names to review and merges it into a salesperson', async ({ browser, page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(180_000);
  // The admin in the browser: the salesperson fields left blank, and the sign-up goes through (§14: not asked).
  await page.goto(appUrl);
  await fillSignUp(page, { email: fieldAdmin, first: '', last: '' });
  await expect(page.getByLabel(uiText.salespersonFirstNameLabel)).toHaveValue('');
  await expect(page.getByLabel(uiText.salespersonLastNameLabel)).toHaveValue('');
  await signUpAndVerify(page, sandboxUrl, fieldAdmin);
  await expect(page.getByText(messages.salespersonNameRequired)).toHaveCount(0);
  const me = await api<{ accessToken: string }>(appUrl, '/auth/login', { body: { email: fieldAdmin, password: adminPassword } });
  const profile = await api<{ salesperson: { fullName: string | null } }>(appUrl, '/api/me', { token: me.data.accessToken });
  expect(profile.data.salesperson.fullName, 'the admin named no salesperson').toBe(noSalesperson.fullName);

  // The scene: a salesperson the admin created, and a member who typed a name that matches no one and paid (Yoco).
  const token = await adminToken(appUrl, sandboxUrl, fieldAdmin);
  const salesperson = await createSalesperson(appUrl, token, 'Neo', uniqueSurname('Kgosi'));
  const typedName = `Thabo ${uniqueSurname('Typed')}`;
  const buyer = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(appUrl);
  await fillSignUp(buyerPage, { email, first: 'Thabo', last: typedName.split(' ')[1]! });
  await signUpAndVerify(buyerPage, sandboxUrl, email);
  await payFirstTier(buyerPage, 'Yoco');
  await buyer.close();

  // Admin in the header; the earnings of this month have no sale for the salesperson yet.
  await page.getByRole('banner').getByRole('link', { name: uiText.adminEntry, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminUiText.adminTitle })).toBeVisible();
  await openAdminSection(page, 'earnings');
  const month = gaboroneMonth.format(new Date());
  const earnings = page.getByRole('table', { name: new RegExp(month) });
  const salespersonRow = earnings.getByRole('row').filter({ hasText: salesperson.fullName });
  await expect(earnings.or(page.getByText(adminUiText.earningsNone(month)))).toBeVisible({ timeout: 15_000 });
  await expect(salespersonRow).toHaveCount(0);

  // Names to review: the typed name found by search, with its account and its sale.
  await openAdminSection(page, 'names');
  const names = page.getByRole('region', { name: adminUiText.namesTitle });
  await names.getByLabel(adminUiText.namesSearchLabel).fill(typedName);
  const card = names.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: typedName }) });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText(`${adminUiText.nameAccounts(1)} · ${adminUiText.nameSales(1)}`)).toBeVisible();
  await expect(card.getByText(email, { exact: true })).toBeVisible();

  // Merge into the salesperson: chosen, then asked once more, naming both.
  await card.getByText(adminUiText.mergeOneName(typedName)).click();
  const merge = card.getByRole('form', { name: adminUiText.mergeTitle });
  await merge.getByLabel(adminUiText.mergeIntoLabel).selectOption({ label: `${salesperson.fullName} (${salesperson.referralCode})` });
  await merge.getByRole('button', { name: adminUiText.merge, exact: true }).click();
  const question = merge.getByRole('group', { name: adminUiText.mergeConfirm(typedName, salesperson.fullName) });
  await expect(question).toBeVisible();
  await expect(question.getByRole('paragraph')).toBeFocused();
  await checkAdminView(page, 'names to review, asked to merge');
  await setTextSize(page);
  await question.scrollIntoViewIfNeeded();
  await checkAdminView(page, 'names to review, asked to merge, at 200 % text');
  await setTextSize(page, 100);
  await question.getByRole('button', { name: adminUiText.mergeYes, exact: true }).click();

  // The name is gone from the list; its sale counts under the salesperson in this month's earnings.
  await expect(card).toHaveCount(0, { timeout: 15_000 });
  await expect(names.getByText(adminUiText.merged(typedName, salesperson.fullName))).toBeVisible();
  await expect(names.getByText(adminUiText.namesNone)).toBeVisible();
  await openAdminSection(page, 'earnings');
  await expect(salespersonRow.getByRole('cell').first()).toHaveText('1', { timeout: 15_000 });
  await checkAdminView(page, 'the admin view after the merge');
  await setTextSize(page);
  await checkAdminView(page, 'the admin view after the merge, at 200 % text');
  // By the server's word too: the typed name is no longer to review.
  const left = await api<{ rows: { fullName: string }[] }>(appUrl, `/api/admin/salesperson-names?search=${encodeURIComponent(typedName)}`, { token });
  expect(left.data.rows).toEqual([]);

  // The admin opens the guide from the admin view without paying (§14): not a membership.
  await setTextSize(page, 100);
  await openAdminSection(page, 'queues');
  await page.getByRole('main').getByRole('button', { name: uiText.openGuide, exact: true }).click();
  await expect(page.getByTitle(guideFrameTitle).contentFrame().getByText('Okavango').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: paymentViewTitle })).toHaveCount(0);
  await expectPhoneViewSound(page, "the guide's chrome, an admin unpaid", { exclude: 'iframe' });
  const membership = await api<{ active: boolean; payments: unknown[] }>(appUrl, '/api/membership', { token });
  expect(membership.data).toMatchObject({ active: false, payments: [] });
});

test('a member signs up with the referral code alone, pays with Yoco, and the guide opens by itself within 3 s', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(120_000);
  const admin = await adminToken(appUrl, sandboxUrl, refAdmin);
  const salesperson = await createSalesperson(appUrl, admin, 'Kagiso', uniqueSurname('Molefe'));

  // The code typed, the salesperson's names left empty: the sign-up goes through.
  await page.goto(appUrl);
  await fillSignUp(page, { email, first: '', last: '' });
  await page.getByLabel(uiText.referralCodeLabel).fill(salesperson.referralCode);
  await expectPhoneViewSound(page, 'the sign-up form with a referral code');
  await signUpAndVerify(page, sandboxUrl, email);
  await expect(page.getByText(messages.salespersonNameRequired)).toHaveCount(0);

  // Paid: the success view, then the guide by itself (no click, no key) within 3 s, without logging out and in.
  await payFirstTier(page, 'Yoco');
  const shownAt = Date.now();
  await expect(page.getByText(uiText.paymentSuccessOpening)).toBeVisible();
  await expect(page.getByText(/log out and log in again/i), "the seed's log-out sentence is gone").toHaveCount(0);
  const frame = page.getByTitle(guideFrameTitle);
  await expect(frame).toBeVisible({ timeout: 3_000 });
  expect(Date.now() - shownAt, 'the guide opened within 3 s of the success view').toBeLessThanOrEqual(3_000);
  await expect(page).toHaveURL(`${appUrl}/`);
  await expect(frame.contentFrame().getByText('Okavango').first()).toBeVisible({ timeout: 20_000 });
  await expectNoSidewaysScroll(page, 'the guide after paying');

  // The code alone decided the salesperson.
  const session = await api<{ accessToken: string }>(appUrl, '/auth/login', { body: { email, password: adminPassword } });
  const profile = await api<{ salesperson: { fullName: string | null } }>(appUrl, '/api/me', { token: session.data.accessToken });
  expect(profile.data.salesperson.fullName).toBe(salesperson.fullName);
});

test("a PayPal-renewing member: My membership's next charge is exact before and after a sandbox bill", async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(150_000);
  await page.goto(appUrl);
  await fillSignUp(page, { email });
  await signUpAndVerify(page, sandboxUrl, email);
  const paypalReturn = watchPaypalSubscriptionReturn(page);
  await payFirstTier(page, 'PayPal');
  const subscriptionId = paypalReturn();
  await expect(page.getByTitle(guideFrameTitle)).toBeVisible({ timeout: 20_000 });
  const session = await api<{ accessToken: string }>(appUrl, '/auth/login', { body: { email, password: adminPassword } });
  type MembershipView = { expiresAt: string; autoRenew: { nextChargeAt: string | null } | null };
  const membership = async () => (await api<MembershipView>(appUrl, '/api/membership', { token: session.data.accessToken })).data;

  // My membership from the guide's menu: the next charge is what the API answers, never before the paid-through date.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name: 'My membership', exact: true }).click();
  const summary = page.getByRole('region', { name: 'Your membership' });
  const renewal = page.getByRole('region', { name: 'Renewal' });
  await expect(renewal.getByText('Automatic renewal is on with PayPal.')).toBeVisible({ timeout: 15_000 });
  const expectExact = async (where: string) => {
    const answer = await membership();
    expect(answer.autoRenew?.nextChargeAt, `${where}: the API names a next charge`).toBeTruthy();
    const answered = new Date(answer.autoRenew!.nextChargeAt!).getTime();
    const shown = instantOf(await fact(renewal, 'Next charge').innerText());
    expect(shown, `${where}: the next charge shown is the API's (to the minute)`).toBe(Math.floor(answered / minute) * minute);
    const activeUntil = instantOf(await fact(summary, 'Active until').innerText());
    expect(shown, `${where}: never before the paid-through date`).toBeGreaterThanOrEqual(activeUntil);
    expect(shown, `${where}: not at the moment of payment`).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    return { shown, activeUntil };
  };
  const before = await expectExact('after the first payment');
  expect(before.shown - Date.now(), 'two weeks bought: the next charge is about two weeks away').toBeGreaterThan(13 * 86_400_000);
  await expectNoSidewaysScroll(page, 'My membership, PayPal renewal on');
  await expectAxeClean(page, 'My membership, PayPal renewal on');

  // PayPal bills the next week (the sandbox's control): the next charge moves on, to PayPal's next billing time.
  const billed = await fetch(`${sandboxUrl}/paypal/_control/subscriptions/${subscriptionId}/bill`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'completed' }),
  });
  expect(billed.status, 'the sandbox billed the subscription').toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(renewal.getByText('Automatic renewal is on with PayPal.')).toBeVisible();
    expect(instantOf(await fact(renewal, 'Next charge').innerText())).toBeGreaterThan(before.shown);
    // The sale's week and PayPal's next billing time may show up one reload apart: wait for both.
    expect(instantOf(await fact(summary, 'Active until').innerText()) - before.activeUntil, 'one week more paid').toBe(7 * 86_400_000);
  }).toPass({ timeout: 30_000 });
  await expectExact('after the sandbox bill');
  await expectPhoneViewSound(page, 'My membership after a renewal');
});
