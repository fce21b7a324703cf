import { messages } from '@guidepass/domain/messages';
import { expect, fillSignUp, login, test, waitForMail } from '../fixtures.ts';

test('sign up, read the mail in the sandbox inbox, verify with the code, and go on signed in', async ({ page, appUrl, sandboxUrl, email }) => {
  await page.goto(appUrl);
  await expect(page.getByRole('heading', { name: messages.signUpTitle })).toBeVisible();
  await fillSignUp(page, { email, first: 'Lesego', last: 'Motsumi' });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(messages.accountCreated)).toBeVisible();

  await waitForMail(sandboxUrl, email);
  const inbox = await page.context().newPage();
  await inbox.goto(`${sandboxUrl}/mail`);
  await inbox.getByRole('listitem').filter({ hasText: email }).getByRole('link', { name: 'Verify your email for guidepass' }).click();
  const body = await inbox.locator('body').innerText();
  const code = /code in the app: (\d{6})/.exec(body)?.[1];
  expect(code, 'the mail shows a 6-digit code').toBeTruthy();
  await inbox.close();

  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  // Sign-up signed in; the code upgraded that session: no login.
  await expect(page.getByText(messages.emailVerified)).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText('Salesperson: Lesego Motsumi')).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Signed in as ${email}`), 'the session survives a reload').toBeVisible();
});

test('verify through the link in the mail, opened in the browser that signed up: no login', async ({ page, appUrl, sandboxUrl, email }) => {
  await page.goto(appUrl);
  await fillSignUp(page, { email });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(messages.accountCreated)).toBeVisible();

  const mail = await waitForMail(sandboxUrl, email);
  const link = /(http\S+\/verify-email\?token=\S+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText(messages.emailVerified)).toBeVisible();
  await expect(page).toHaveURL(`${appUrl}/`);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});

test('an unverified login is told to verify, stays signed in, and can verify from there', async ({ page, appUrl, sandboxUrl, email }) => {
  await page.goto(appUrl);
  await fillSignUp(page, { email });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(messages.accountCreated)).toBeVisible();
  // Sign-up signed in: sign out, which lands on Login.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('heading', { name: messages.loginTitle })).toBeVisible();
  await login(page, email);
  await expect(page.getByText(messages.emailNotVerified)).toBeVisible();
  // Delete My Account is behind the account menu, not beside Sign Out.
  await expect(page.getByRole('button', { name: 'Delete My Account' })).toBeHidden();
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expect(page.getByRole('button', { name: 'Delete My Account' })).toBeVisible();

  const code = /code in the app: (\d{6})/.exec((await waitForMail(sandboxUrl, email)).text)![1]!;
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});
