import { messages } from '@guidepass/domain/messages';
import { uiText } from '@guidepass/texts/en/web/ui-text';
import { expect, signUpVerifiedMember, test } from '../fixtures.ts';
import { expectPhoneViewSound } from '../page-checks.ts';

// Paying in pula on a 360 px phone (issue 22, product.md §13): mobile money end to end (the member enters the number
// as they write it, picks the wallet, approves on the sandbox's phone and lands in the guide without another tap),
// and a card through DPO's hosted page.

test('pay with mobile money: enter the number, approve on the phone, land in the guide', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(120_000);
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });

  await page.getByRole('radio', { name: 'Local (Botswana Citizens)' }).check();
  await page.getByRole('radio', { name: uiText.mobileMoney }).check();
  const number = page.getByRole('textbox', { name: uiText.mobileNumberLabel });
  await number.pressSequentially('71234567');
  await expect(number).toHaveValue('71 234 567');
  await page.getByRole('radio', { name: 'Orange Money' }).check();
  await expectPhoneViewSound(page, 'the payment view with mobile money chosen');

  const started = page.waitForResponse((response) => response.url().endsWith('/api/payments/dpo') && response.request().method() === 'POST');
  await page.getByRole('button', { name: uiText.sendToPhone }).click();
  const { data } = (await (await started).json()) as { data: { providerRef: string } };
  await expect(page.getByText(uiText.approveOnPhone('P100'))).toBeVisible();
  await expect(page.getByText(uiText.approveOnPhoneWith('Orange Money', '71 234 567'))).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('Time left to approve: 1');
  await expectPhoneViewSound(page, 'waiting for the approval on the phone');

  // The member approves on the phone: the sandbox's control plays it.
  const approved = await fetch(`${sandboxUrl}/dpo/_control/mobile/${data.providerRef}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'approved' }),
  });
  expect(approved.status).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: messages.paymentSuccessful })).toBeVisible({ timeout: 20_000 });
  const frame = page.getByTitle('Botswana tourism guide');
  await expect(frame).toBeVisible({ timeout: 5_000 });
  await expect(frame.contentFrame().getByText('Okavango').first()).toBeVisible({ timeout: 20_000 });
});

test('pay by card in pula: DPO\'s hosted page, the test card, back in the app and into the guide', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(120_000);
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });

  await page.getByRole('radio', { name: 'Local (Botswana Citizens)' }).check();
  await page.getByRole('radio', { name: uiText.dpo }).check();
  await expectPhoneViewSound(page, 'the payment view with a pula card chosen');
  await page.getByRole('button', { name: uiText.payWith(uiText.dpo) }).click();

  // DPO's hosted page (the sandbox's), on the phone: the test card that approves.
  await expect(page).toHaveURL(new RegExp(`^${sandboxUrl}/dpo/`));
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Neo Kgosi');
  await page.getByRole('button', { name: /^Pay / }).click();

  // Back in the app: confirmed on the return, success, then the guide by itself.
  await expect(page.getByRole('heading', { level: 1, name: messages.paymentSuccessful })).toBeVisible({ timeout: 20_000 });
  const frame = page.getByTitle('Botswana tourism guide');
  await expect(frame).toBeVisible({ timeout: 5_000 });
  await expect(frame.contentFrame().getByText('Okavango').first()).toBeVisible({ timeout: 20_000 });
});
