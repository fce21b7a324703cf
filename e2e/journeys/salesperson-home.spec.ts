import { messages } from '@guidepass/domain/messages';
import { adminPassword, adminToken, api, createSalesperson, uniqueSurname } from '../admin-api.ts';
import { expect, login, paymentViewTitle, test, waitForMailMatching } from '../fixtures.ts';
import { expectPhoneViewSound } from '../page-checks.ts';

// A confirmed salesperson on a 360 px phone (product.md §14): after signing in they land on My sales, not the
// paywall; they show a customer the referral QR full screen and open the guide without paying.

const adminEmail = 'e2e-sales-admin@example.com';
const guideFrameTitle = 'Botswana tourism guide';

test('a salesperson lands on My sales, shows the QR full screen and opens the guide unpaid', async ({ page, appUrl, sandboxUrl, email }) => {
  // The scene: a salesperson record, claimed by this account through its invite (the API, as the claim page would).
  const admin = await adminToken(appUrl, sandboxUrl, adminEmail);
  const salesperson = await createSalesperson(appUrl, admin, 'Neo', uniqueSurname('Kgosi'));
  expect((await api(appUrl, `/api/admin/salespersons/${salesperson.id}/invite`, { token: admin, body: { email } })).status).toBe(202);
  const [, claimToken] = await waitForMailMatching(sandboxUrl, email, /[?&]claim=([A-Za-z0-9._~-]+)/);
  const signup = await api(appUrl, '/auth/signup', { body: { email, password: adminPassword, confirmPassword: adminPassword, referralCode: salesperson.referralCode, firstName: 'Neo', lastName: 'Kgosi' } });
  expect(signup.status).toBe(201);
  const [, code] = await waitForMailMatching(sandboxUrl, email, /code in the app: (\d{6})/);
  expect((await api(appUrl, '/auth/verify-email', { body: { email, code } })).status).toBe(200);
  const session = await api<{ accessToken: string }>(appUrl, '/auth/login', { body: { email, password: adminPassword } });
  expect((await api(appUrl, '/api/salesperson/claim', { token: session.data.accessToken, body: { token: claimToken } })).status).toBe(200);

  // Signing in lands on My sales, never the paywall.
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Already have an account? Login' }).click();
  await expect(page.getByRole('heading', { name: messages.loginTitle })).toBeVisible();
  await login(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'My sales' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: paymentViewTitle })).toHaveCount(0);
  await expect(page.getByText(salesperson.referralCode, { exact: true }).first()).toBeVisible();

  // The QR full screen: as large as the screen allows, the page behind inert, closable with Escape and Close.
  const show = page.getByRole('button', { name: 'Show QR code full screen' });
  await show.click();
  const dialog = page.getByRole('dialog', { name: `Scan to sign up with ${salesperson.fullName}` });
  await expect(dialog).toBeVisible();
  const qr = dialog.getByRole('img', { name: /QR code of your referral link/ });
  const box = (await qr.boundingBox())!;
  expect(box.width, 'the QR fills the width of a 360 px phone').toBeGreaterThanOrEqual(320);
  expect(box.y + box.height, 'the whole QR is on the screen').toBeLessThanOrEqual(740);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectPhoneViewSound(page, 'the full-screen QR');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(show).toBeFocused();
  await show.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectPhoneViewSound(page, 'My sales as home');

  // The guide, unpaid: the frame opens on the guide site's pages.
  await page.getByRole('button', { name: 'Open the guide', exact: true }).click();
  const frame = page.getByTitle(guideFrameTitle);
  await expect(frame).toBeVisible({ timeout: 20_000 });
  await expect(frame.contentFrame().getByText('Okavango').first()).toBeVisible({ timeout: 20_000 });
  // The guide's chrome around the frame (the guide site's own pages are not ours to check).
  await expectPhoneViewSound(page, "the guide's chrome, opened unpaid", { exclude: 'iframe' });
  // Not a membership: My membership says so.
  const membership = await api<{ active: boolean; payments: unknown[] }>(appUrl, '/api/membership', { token: session.data.accessToken });
  expect(membership.data).toMatchObject({ active: false, payments: [] });
});
