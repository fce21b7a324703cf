import type { Page } from '@playwright/test';
import { messages } from '@guidepass/domain/messages';
import { expect, login, signUpVerifiedMember, test } from '../fixtures.ts';
import { expectAxeClean, expectNoSidewaysScroll } from '../page-checks.ts';

// My membership (issue 11, product.md §8) at 360 px: opened from the guide's top bar, Renew now with Yoco through the
// sandbox, PayPal renewal turned off, then on (cancelled once, then approved) through the sandbox's approval page, the
// reminder's /?renew=1, and the top bar leaving the guide frame uncovered.

const guideFrameTitle = 'Botswana tourism guide';
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const gaboroneAt = /^(\d{1,2} \w+ \d{4}) at (\d{2}:\d{2}) \(Gaborone time\)$/;

/** "30 November 2026 at 14:05 (Gaborone time)" as an instant (Gaborone is UTC+2 all year). */
function instantOf(text: string): number {
  const [, day, time] = gaboroneAt.exec(text.trim()) ?? [];
  expect(day, `a Gaborone date and time: ${text}`).toBeTruthy();
  return Date.parse(`${day} ${time} GMT+0200`);
}

/** The value of the fact named `name` (a dt) inside `scope`. */
const fact = (scope: ReturnType<Page['getByRole']>, name: string) => scope.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
const summary = (page: Page) => page.getByRole('region', { name: 'Your membership' });
const renewal = (page: Page) => page.getByRole('region', { name: 'Renewal' });
const receipts = (page: Page) => page.getByRole('region', { name: 'Receipts' }).getByRole('listitem');

/** No control of the app lies over the guide frame, and the frame is what the page shows at its points. */
async function expectNothingOverGuide(page: Page, where: string) {
  const frame = (await page.getByTitle(guideFrameTitle).boundingBox())!;
  expect(frame.height, `${where}: the guide has most of the screen`).toBeGreaterThan(500);
  const controls = await page.locator('button, a, input, select, [role="button"], [role="link"]').evaluateAll((elements) =>
    elements
      .map((element) => ({ name: element.textContent?.trim() ?? element.tagName, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ name, box }) => ({ name, x: box.x, y: box.y, width: box.width, height: box.height })),
  );
  expect(controls.length, `${where}: the top bar's controls`).toBeGreaterThan(0);
  for (const control of controls) {
    const apart =
      control.x + control.width <= frame.x || control.x >= frame.x + frame.width || control.y + control.height <= frame.y || control.y >= frame.y + frame.height;
    expect(apart, `${where}: "${control.name}" does not overlap the guide frame`).toBe(true);
  }
  const covered = await page.evaluate(({ x, y, width, height }) => {
    const points = [0.02, 0.25, 0.5, 0.75, 0.98].flatMap((fx) => [0.02, 0.5, 0.98].map((fy) => [x + fx * width, y + fy * height] as const));
    return points.filter(([px, py]) => document.elementFromPoint(px, py)?.tagName !== 'IFRAME').length;
  }, frame);
  expect(covered, `${where}: nothing covers the frame`).toBe(0);
}

/** From the payment view: the first tier with `provider`, paid at the sandbox, back through the success view to the guide (it opens by itself). */
async function buyThenOpenGuide(page: Page, provider: 'PayPal' | 'Yoco') {
  await page.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first().check();
  await page.getByRole('radio', { name: provider, exact: true }).check();
  await page.getByRole('button', { name: `Pay with ${provider}`, exact: true }).click();
  await page.getByRole('button', { name: provider === 'PayPal' ? 'Approve' : 'Pay', exact: true }).click();
  await expect(heading(page, messages.paymentSuccessful)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTitle(guideFrameTitle)).toBeVisible();
}

/** From the guide: the top bar's menu, then My membership. */
async function openMembershipFromGuide(page: Page) {
  await expect(page.getByTitle(guideFrameTitle)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name: 'My membership', exact: true }).click();
  await expect(heading(page, 'My membership')).toBeVisible();
  await expect(summary(page)).toBeVisible({ timeout: 15_000 });
}

/** Reloads My membership until `check` passes (the worker numbers receipts; PayPal's webhooks land on their own). */
async function untilShown(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await expect(summary(page)).toBeVisible();
    await check();
  }).toPass({ timeout: 30_000 });
}

async function checkMembershipView(page: Page, where: string) {
  await expectNoSidewaysScroll(page, where);
  await expectAxeClean(page, where);
}

test('a Yoco member: My membership from the guide, Renew now with Yoco adds a week and a receipt; the reminder link opens renewal', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(150_000);
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  await buyThenOpenGuide(page, 'Yoco');

  // The guide under its top bar: Sign Out red at the top right, nothing over the frame, menu closed or open.
  const frame = page.getByTitle(guideFrameTitle);
  await expect(frame.contentFrame().getByText('Okavango').first()).toBeVisible({ timeout: 20_000 });
  const signOut = (await page.getByRole('button', { name: 'Sign Out', exact: true }).boundingBox())!;
  expect(signOut.y, 'Sign Out at the top').toBeLessThan(60);
  expect(signOut.x + signOut.width, 'Sign Out at the right').toBeGreaterThan(300);
  await expectNothingOverGuide(page, 'the guide');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('link', { name: 'My membership', exact: true })).toBeVisible();
  await expectNothingOverGuide(page, 'the guide with its menu open');
  await expectAxeClean(page, 'the guide with its menu open');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();

  await openMembershipFromGuide(page);
  await expect(fact(summary(page), 'Tier')).toHaveText('Local (Botswana Citizens)');
  const until = instantOf(await fact(summary(page), 'Active until').innerText());
  expect(until - Date.now(), 'two weeks paid').toBeGreaterThan(13 * 86_400_000);
  await expect(renewal(page).getByText('Automatic renewal is off.')).toBeVisible();
  await untilShown(page, async () => {
    await expect(receipts(page)).toHaveCount(1);
    await expect(fact(receipts(page).first(), 'Receipt number')).toHaveText(/^GP-\d{4}-\d{6}$/, { timeout: 1000 });
  });
  const first = receipts(page).first();
  await expect(fact(first, 'Paid with')).toHaveText('Yoco card');
  // The pula price, and what Yoco charged in rand beside it (product.md §13, money shown).
  await expect(fact(first, 'Price')).toHaveText('P100');
  await expect(fact(first, 'Charged')).toHaveText(/^\d+\.\d{2} ZAR$/);
  await expect(fact(first, 'Weeks')).toHaveText('2 weeks');
  await expect(fact(first, 'Status')).toHaveText('Paid');
  await checkMembershipView(page, 'My membership, Yoco member');

  // Renew now with Yoco, the member's own way and the one primary action (product.md §17): the sandbox checkout, back
  // through the success view, one week more and a second receipt.
  const form = page.getByRole('form', { name: 'Renew now' });
  await form.getByRole('button', { name: 'Renew now with Yoco', exact: true }).click();
  await expect(page).toHaveURL((url) => url.href.startsWith(`${sandboxUrl}/yoco`));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(heading(page, messages.paymentSuccessful)).toBeVisible({ timeout: 20_000 });
  // The guide opens by itself (product.md §14); openMembershipFromGuide waits for it.
  await openMembershipFromGuide(page);
  expect(instantOf(await fact(summary(page), 'Active until').innerText()) - until, 'one week more').toBe(7 * 86_400_000);
  await untilShown(page, async () => {
    await expect(receipts(page)).toHaveCount(2);
    await expect(fact(receipts(page).first(), 'Receipt number')).toHaveText(/^GP-\d{4}-\d{6}$/, { timeout: 1000 });
  });
  await expect(fact(receipts(page).first(), 'Weeks')).toHaveText('1 week');
  await expect(fact(receipts(page).first(), 'Status')).toHaveText('Paid');
  const numbers = await receipts(page).locator('dt', { hasText: 'Receipt number' }).locator('xpath=following-sibling::dd[1]').allInnerTexts();
  expect(new Set(numbers).size, 'two receipt numbers').toBe(2);
  await checkMembershipView(page, 'My membership after Renew now');

  // The reminder e-mail's link, signed out: after login it opens My membership on renewal.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(heading(page, messages.loginTitle)).toBeVisible();
  await page.goto(`${appUrl}/?renew=1`);
  await expect(heading(page, messages.loginTitle)).toBeVisible();
  await login(page, email);
  await expect(heading(page, 'My membership')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Renewal' })).toBeFocused();
  // the member's own way, Yoco, not the default (product.md §17)
  await expect(page.getByRole('button', { name: 'Renew now with Yoco', exact: true })).toBeVisible();
});

test('a PayPal-renewing member turns renewal off (access kept) and on again through the approval page', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(150_000);
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  // Pay with PayPal is a PayPal subscription: approved at the sandbox.
  await buyThenOpenGuide(page, 'PayPal');
  await openMembershipFromGuide(page);
  await expect(renewal(page).getByText('Automatic renewal is on with PayPal.')).toBeVisible();
  await expect(fact(renewal(page), 'Next charge')).toHaveText(/ \(Gaborone time\): \d+\.\d{2} USD$/);
  await expect(page.getByRole('form', { name: 'Renew now' })).toHaveCount(0);
  const activeUntil = await fact(summary(page), 'Active until').innerText();
  instantOf(activeUntil);
  await checkMembershipView(page, 'My membership, PayPal renewal on');

  // Off: PayPal charges no more, access stays until the paid-through date.
  const turnOff = page.getByRole('button', { name: 'Turn off automatic renewal', exact: true });
  await expect(turnOff).toHaveAccessibleDescription(`Your access stays until ${activeUntil}; PayPal charges you no more.`);
  await turnOff.click();
  // Asked once more: turning it on again means a new approval at PayPal.
  const question = renewal(page).getByRole('group', { name: /^Turn off automatic renewal\?/ });
  await expect(question).toContainText(`your access stays until ${activeUntil}`);
  await expect(question.getByRole('paragraph')).toBeFocused();
  await checkMembershipView(page, 'My membership, asked to turn renewal off');
  await question.getByRole('button', { name: 'Yes, turn it off', exact: true }).click();
  await expect(page.getByText(`Automatic renewal is off. Your access stays until ${activeUntil}.`)).toBeVisible();
  await expect(renewal(page).getByText('Automatic renewal is off.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(renewal(page).getByText('Automatic renewal is off.', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(fact(summary(page), 'Active until')).toHaveText(activeUntil);
  await checkMembershipView(page, 'My membership, PayPal renewal off');

  // Cancelled at the approval page: back on My membership (not the purchase's Payment Cancelled), renewal still off.
  await page.getByRole('button', { name: 'Turn on automatic renewal', exact: true }).click();
  await expect(page).toHaveURL((url) => url.href.startsWith(`${sandboxUrl}/paypal`));
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(`${appUrl}/?view=membership`, { timeout: 20_000 });
  await expect(page.getByText('automatic renewal was not turned on', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.paymentCancelled })).toHaveCount(0);
  await expect(renewal(page).getByText('Automatic renewal is off.', { exact: true })).toBeVisible({ timeout: 15_000 });

  // On again: the approval page finished in another tab (as when a phone opens PayPal elsewhere), which knows nothing
  // of this one; PayPal's return still brings it to My membership with the subscription's id.
  await page.getByRole('button', { name: 'Turn on automatic renewal', exact: true }).click();
  await expect(page).toHaveURL((url) => url.href.startsWith(`${sandboxUrl}/paypal`));
  const approvalUrl = page.url();
  const tab = await page.context().newPage();
  await page.close();
  await tab.goto(approvalUrl);
  await tab.getByRole('button', { name: 'Approve', exact: true }).click();
  // Back in the app, the return is confirmed (nothing is sold until the paid-through date) and My membership shows it.
  await expect(tab).toHaveURL(`${appUrl}/?view=membership`, { timeout: 20_000 });
  await expect(heading(tab, 'My membership')).toBeVisible();
  await expect(renewal(tab).getByText('Automatic renewal is on with PayPal.')).toBeVisible({ timeout: 15_000 });
  await expect(tab.getByRole('heading', { name: messages.paymentSuccessful })).toHaveCount(0);
  await expect(fact(summary(tab), 'Active until')).toHaveText(activeUntil);
  await expect(receipts(tab), 'no sale yet').toHaveCount(1);
  await checkMembershipView(tab, 'My membership, PayPal renewal on again');
});
