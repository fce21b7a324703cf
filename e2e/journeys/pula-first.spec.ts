import { messages } from '@guidepass/domain/messages';
import { uiText } from '@guidepass/texts/en/web/ui-text';
import type { Page } from '@playwright/test';
import { adminToken, api } from '../admin-api.ts';
import { expect, signUpVerifiedMember, test } from '../fixtures.ts';
import { expectPhoneViewSound } from '../page-checks.ts';

// Issue 29 acceptance (product.md §17) on a 360 px phone: pula first for a new Local member, the member's own way
// of paying named everywhere after paying with Orange Money, a declined card told as declined, a refund as a refund.
const adminEmail = 'e2e-pula-admin@example.com';

/** Approves (or declines) the request on the member's phone: the sandbox's control plays the phone. */
async function onThePhone(sandboxUrl: string, providerRef: string, outcome: 'approved' | 'declined') {
  const answer = await fetch(`${sandboxUrl}/dpo/_control/mobile/${providerRef}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  expect(answer.status).toBe(200);
}

/** A new Local member pays with Orange Money from the payment view as it opens; answers the payment's id. */
async function payWithOrangeMoney(page: Page, sandboxUrl: string): Promise<string> {
  await page.getByRole('radio', { name: 'Local (Botswana Citizens)' }).check();
  // Pula first: mobile money is selected by itself, and the tier cards say what it charges, in pula.
  await expect(page.getByRole('radio', { name: uiText.mobileMoney })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Orange Money' })).toBeChecked();
  await expect(page.getByText('P100 now for 2 weeks with Orange Money')).toBeVisible();
  await expect(page.getByText(/with PayPal/)).toHaveCount(0);
  await expectPhoneViewSound(page, 'the payment view of a new Local member');
  await page.getByRole('textbox', { name: uiText.mobileNumberLabel }).pressSequentially('71234567');
  const started = page.waitForResponse((response) => response.url().endsWith('/api/payments/dpo') && response.request().method() === 'POST');
  await page.getByRole('button', { name: uiText.sendToPhone }).click();
  const { data } = (await (await started).json()) as { data: { providerRef: string; paymentId: string } };
  await onThePhone(sandboxUrl, data.providerRef, 'approved');
  await expect(page.getByRole('heading', { level: 1, name: messages.paymentSuccessful })).toBeVisible({ timeout: 20_000 });
  return data.paymentId;
}

test('a new Local member: mobile money and pula prices first; after Orange Money, renewal and the receipt name it', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(120_000);
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  await payWithOrangeMoney(page, sandboxUrl);

  await page.goto(`${appUrl}/?view=membership`);
  const renew = page.getByRole('button', { name: 'Renew: approve P50 on 71 234 567 (Orange Money)', exact: true });
  await expect(renew).toBeVisible({ timeout: 15_000 });
  // The one filled button: the others are behind "Pay another way".
  await expect(renew).not.toHaveClass(/secondary/);
  await expect(page.getByRole('button', { name: /^Renew now with/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: uiText.payAnotherWay, exact: true })).toBeVisible();
  const receipt = page.locator('.receipt').first();
  await expect(receipt.locator('dt', { hasText: 'Paid with' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Orange Money ·· 567');
  await expectPhoneViewSound(page, 'My membership after paying with Orange Money');
});

test('a declined DPO card comes back saying declined and nothing charged', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(120_000);
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  await page.getByRole('radio', { name: 'Local (Botswana Citizens)' }).check();
  await page.getByRole('radio', { name: uiText.dpo }).check();
  await page.getByRole('button', { name: uiText.payWith(uiText.dpo) }).click();
  await expect(page).toHaveURL(new RegExp(`^${sandboxUrl}/dpo/`));
  await page.getByLabel('Card number').fill('4000000000000002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Neo Kgosi');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Back', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: messages.outcomeDeclinedTitle })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your bank declined the card. Nothing was charged.')).toBeVisible();
  await expect(page.getByText(messages.paymentCancelled)).toHaveCount(0);
  await expectPhoneViewSound(page, 'a declined card');
});

test('a refunded member reads "refunded", not "expired" or "no membership yet"', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(120_000);
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  const paymentId = await payWithOrangeMoney(page, sandboxUrl);
  const token = await adminToken(appUrl, sandboxUrl, adminEmail);
  const refunded = await api(appUrl, `/api/admin/payments/${paymentId}/refund`, { token, body: { reason: 'Asked for the money back' } });
  expect(refunded.status).toBe(200);

  await page.goto(`${appUrl}/`);
  await expect(page.getByText(/^Your payment of P100 on \d+ \w+ was refunded; your membership ended on \d+ \w+\.$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(messages.membershipExpired)).toHaveCount(0);
  await page.goto(`${appUrl}/?view=membership`);
  await expect(page.getByText(/was refunded; your membership ended on/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('You have no membership yet.')).toHaveCount(0);
  await expectPhoneViewSound(page, 'My membership after a refund');
});
