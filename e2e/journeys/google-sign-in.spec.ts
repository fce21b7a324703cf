import { adminToken, createSalesperson, uniqueSurname } from '../admin-api.ts';
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

test("the reminder's /?renew=1 outlives the Google round trip: My membership opens on renewal", async ({ page, appUrl, email }) => {
  await page.goto(`${appUrl}/?renew=1`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google (sandbox)' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Name').fill('Tourist Traveller');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'My membership', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Renewal' })).toBeFocused();
  await expect(page).toHaveURL(`${appUrl}/?renew=1`);
});

test('cancelling at Google comes back with the Google failure text', async ({ page, appUrl }) => {
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/^Google Sign-in failed: /)).toBeVisible();
  await expect(page).toHaveURL(`${appUrl}/`);
});

test("a Google sign-up through a salesperson's link keeps that salesperson, and is not asked again", async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(90_000);
  const token = await adminToken(appUrl, sandboxUrl, 'e2e-ref-admin@example.com');
  const { fullName, referralCode } = await createSalesperson(appUrl, token, 'Kagiso', uniqueSurname('Ref'));

  await page.goto(`${appUrl}/?ref=${referralCode}`);
  await expect(page.getByText(`Sold by ${fullName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google (sandbox)' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Name').fill('Tourist Traveller');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText(`Salesperson: ${fullName}`)).toBeVisible();
  // The salesperson is known: the payment view offers the tiers straight away.
  await expect(page.getByRole('group', { name: 'Membership tier' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who sold you guidepass?' })).toHaveCount(0);
});

test('a Google sign-up without a link is asked once who sold guidepass, before the tiers', async ({ page, appUrl, sandboxUrl, email }) => {
  test.setTimeout(90_000);
  const token = await adminToken(appUrl, sandboxUrl, 'e2e-ref-admin@example.com');
  const { fullName, referralCode } = await createSalesperson(appUrl, token, 'Naledi', uniqueSurname('Ask'));

  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Name').fill('Tourist Traveller');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Who sold you guidepass?' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Membership tier' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'I have a referral code' }).check();
  await page.getByLabel('Referral code', { exact: true }).fill(referralCode.toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText(`Salesperson: ${fullName}`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Membership tier' })).toBeVisible();
  // Asked once: a reload goes straight to the tiers.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Membership tier' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who sold you guidepass?' })).toHaveCount(0);
});
