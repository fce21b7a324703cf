import { messages } from '@guidepass/domain/messages';
import { expect, paymentViewTitle, signUpVerifiedMember, test } from '../fixtures.ts';
import { cachedUrls, privatePaths, waitForServiceWorkerControl } from '../pwa.ts';

test('offline: the installed app opens signed in, says what works, and recovers by itself', async ({ page, context, appUrl, sandboxUrl, email }) => {
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('group', { name: 'Membership tier' })).toBeVisible();
  // What the device keeps about the sign-in is readable and holds no token.
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).toContain(email);
  expect(stored).not.toMatch(/token|eyJ/i);

  await context.setOffline(true);
  await page.reload();

  await expect(page.getByText(messages.offline)).toBeVisible();
  await expect(page.getByRole('heading', { name: paymentViewTitle })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay with PayPal', exact: true });
  await expect(pay).toBeDisabled();
  await expect(page.getByText(messages.paymentsNeedConnection)).toBeVisible();
  await expect(pay).toHaveAccessibleDescription(messages.paymentsNeedConnection);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  const loadsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length + performance.timeOrigin);
  await context.setOffline(false);

  await expect(page.getByRole('group', { name: 'Membership tier' })).toBeVisible();
  await expect(page.getByText(messages.offline)).toBeHidden();
  await expect(page.getByText(messages.paymentsNeedConnection)).toBeHidden();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await page.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first().check();
  // Local preselects mobile money for a new member (product.md §17): this journey pays with PayPal.
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await expect(pay).toBeEnabled();
  // Recovered without a reload: still the same document.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length + performance.timeOrigin)).toBe(loadsBefore);

  // Sign-up, sign-in, refresh, profile and tiers all went over the network: none of it is in CacheStorage.
  const cached = await cachedUrls(page);
  expect(cached.length, 'the app shell is precached').toBeGreaterThan(3);
  expect(cached.filter((url) => privatePaths.test(new URL(url).pathname))).toEqual([]);
});
