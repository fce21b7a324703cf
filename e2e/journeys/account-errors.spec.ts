import { messages } from '@guidepass/domain/messages';
import { expect, fillSignUp, login, test, waitForMail } from '../fixtures.ts';

test("sign-up and login errors show the original's exact texts", async ({ page, appUrl, sandboxUrl, email }) => {
  await page.goto(appUrl);
  await fillSignUp(page, { email, confirm: 'different1' });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(messages.passwordsDoNotMatch)).toBeVisible();

  await fillSignUp(page, { email, first: '', last: '' });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(messages.salespersonNameRequired)).toBeVisible();

  await fillSignUp(page, { email });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(messages.accountCreated)).toBeVisible();
  await waitForMail(sandboxUrl, email);

  // Sign-up signed in: sign out (onto Login), then try the same address again.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.getByRole('button', { name: 'Need an account? Sign Up' }).click();
  await fillSignUp(page, { email: email.toUpperCase() });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(messages.emailAlreadyInUse)).toBeVisible();

  await page.getByRole('button', { name: 'Already have an account? Login' }).click();
  await login(page, email, 'wrong-password');
  await expect(page.getByText(messages.invalidCredentials)).toBeVisible();

  await login(page, email);
  await expect(page.getByText(messages.emailNotVerified)).toBeVisible();
});

test('Delete My Account asks with the original text and deletes the account', async ({ page, appUrl, sandboxUrl, email }) => {
  await page.goto(appUrl);
  await fillSignUp(page, { email });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const code = /code in the app: (\d{6})/.exec((await waitForMail(sandboxUrl, email)).text)![1]!;
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  // In My membership, reached from the payment view's header.
  await page.getByRole('banner').getByRole('link', { name: 'My membership', exact: true }).click();
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByText(messages.deleteSucceeded)).toBeVisible();
  expect(dialogs).toEqual([messages.deleteConfirm]);

  await page.reload();
  await expect(page.getByRole('heading', { name: messages.signUpTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Already have an account? Login' }).click();
  await login(page, email);
  await expect(page.getByText(messages.invalidCredentials)).toBeVisible();
});
