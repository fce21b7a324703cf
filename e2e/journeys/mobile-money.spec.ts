import { messages } from '@guidepass/domain/messages';
import { uiText } from '@guidepass/texts/en/web/ui-text';
import { expect, signUpVerifiedMember, test } from '../fixtures.ts';
import { expectPhoneViewSound } from '../page-checks.ts';

// Mobile money end to end on a 360 px phone (issue 22 item 4, product.md §13): the member enters the number as they
// write it, picks the wallet, approves on the (sandbox's) phone, and lands in the guide without another tap.

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
