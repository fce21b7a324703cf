import { expect, test } from '../fixtures.ts';

test('Sign in with Google through the sandbox consent page gives the Google User profile', async ({ page, appUrl, email }) => {
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google (sandbox)' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Name').fill('Tourist Traveller');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${appUrl}/`);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText('Salesperson: Google User')).toBeVisible();
});

test('cancelling at Google comes back with the Google failure text', async ({ page, appUrl }) => {
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/^Google Sign-in failed: /)).toBeVisible();
  await expect(page).toHaveURL(`${appUrl}/`);
});
