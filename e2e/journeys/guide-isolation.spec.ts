import { createDb, type Db } from '@guidepass/db';
import { messages } from '@guidepass/domain/messages';
import { expect, paymentViewTitle, signUpVerifiedMember, test } from '../fixtures.ts';
import type { Page, Request } from '@playwright/test';

const guideFrameTitle = 'Botswana tourism guide';

/** A verified member pays with Yoco and opens the app again: the main view frames the guide. */
async function payAndOpenGuide(page: Page, appUrl: string) {
  await page.getByRole('group', { name: 'Membership tier' }).getByRole('radio').first().check();
  await page.getByRole('radio', { name: 'Yoco', exact: true }).check();
  await page.getByRole('button', { name: 'Pay with Yoco', exact: true }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: messages.paymentSuccessful })).toBeVisible({ timeout: 20_000 });
  await page.goto(appUrl);
  const frame = page.getByTitle(guideFrameTitle);
  await expect(frame.contentFrame().getByRole('heading', { name: 'Wild Botswana' })).toBeVisible({ timeout: 20_000 });
  return frame;
}

/** Every request to /auth or /api, with the headers Chromium really sent, told apart by the frame that made it. */
function recordCredentialedCalls(page: Page) {
  const calls: { fromGuide: boolean; request: Request; headers: Promise<Record<string, string>> }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!/^\/(auth|api)\//.test(pathname)) return;
    const fromGuide = !request.serviceWorker() && request.frame() !== page.mainFrame();
    const headers = request.allHeaders();
    // A request still under way when the test ends rejects; that is no failure unless the test reads its headers.
    headers.catch(() => undefined);
    calls.push({ fromGuide, request, headers });
  });
  return calls;
}

let db: Db | undefined;
test.afterAll(async () => db?.destroy());

/** The member's refresh-token rows: any refresh the server accepted would rotate (add a row, mark one rotated). */
async function sessionRows(db: Db, email: string): Promise<string> {
  const rows = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.revoked_at', 's.rotated_at'])
    .where('u.email', '=', email)
    .orderBy('s.id')
    .execute();
  return JSON.stringify(rows);
}

test('a hostile guide page gets nothing of the member; the real guide navigates, loads its image and styles, and closes when the membership ends', async ({ page, appUrl, sandboxUrl, email }) => {
  await signUpVerifiedMember(page, { appUrl, sandboxUrl, email });
  const calls = recordCredentialedCalls(page);
  const frame = await payAndOpenGuide(page, appUrl);
  const guide = frame.contentFrame();
  const guideSrc = (await frame.getAttribute('src'))!;
  expect(guideSrc).toMatch(/\/guide\/[\w-]+\.[\w-]+\.[\w-]+\/$/);

  // The real guide: its stylesheet and its image load in the sandbox, and its links navigate.
  const headerColour = () => guide.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect.poll(headerColour, { message: 'styles.css applied' }).toBe('rgb(47, 93, 80)');
  await expect.poll(() => guide.locator('img.brand__logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await guide.getByRole('link', { name: 'Chobe', exact: true }).click();
  await expect(guide.getByRole('heading', { name: 'Chobe National Park', level: 1 })).toBeVisible();

  // The app's own refresh carried the member's cookie: the recording sees cookies when they are sent.
  const own = calls.filter((call) => !call.fromGuide && call.request.url().endsWith('/auth/refresh'));
  expect(own.length).toBeGreaterThan(0);
  expect((await Promise.all(own.map((call) => call.headers))).some((headers) => 'cookie' in headers)).toBe(true);

  // The hostile page, served by the guide site at the member's pass, in the same frame.
  db = createDb(process.env.E2E_DATABASE_URL!);
  const sessionsBefore = await sessionRows(db, email);
  await frame.evaluate((element: HTMLIFrameElement, src) => (element.src = src), `${guideSrc}hostile.html`);
  await expect(guide.locator('body[data-done="1"]')).toBeAttached({ timeout: 20_000 });
  const report = JSON.parse(await guide.locator('#report').textContent() ?? '{}') as Record<string, { ok: boolean; value?: string; error?: string }>;
  for (const name of ['parent document', 'parent localStorage', 'parent sessionStorage', 'top location', 'own localStorage', 'document.cookie', 'form POST /auth/refresh']) {
    expect(report[name], name).toMatchObject({ ok: false });
  }
  for (const name of ['fetch POST /auth/refresh', 'fetch GET /api/me', 'xhr POST /auth/refresh', 'xhr GET /api/me']) {
    expect(report[name], name).toBeDefined();
    // Refused by the browser (no CORS for an opaque origin) or, at most, an error answer.
    if (report[name]!.ok) expect(report[name]!.value, name).toMatch(/^4\d\d /);
  }
  const everything = JSON.stringify(report);
  expect(everything).not.toMatch(/eyJ|accessToken/);
  expect(everything).not.toContain(email);

  // The server accepted no refresh: the member's refresh tokens are as they were.
  expect(await sessionRows(db, email), 'no refresh token was rotated by the guide').toBe(sessionsBefore);

  // What reached the server from the guide's frames: no cookie, no token, and only refusals. (For the answers the
  // browser withheld, Chromium reports only the headers it planned; the rows above are the proof for those.)
  const hostile = calls.filter((call) => call.fromGuide);
  expect(hostile.map((call) => `${call.request.method()} ${new URL(call.request.url()).pathname}`).sort()).toEqual([
    'GET /api/me', 'GET /api/me', 'POST /auth/refresh', 'POST /auth/refresh', 'POST /auth/refresh',
  ]);
  for (const call of hostile) {
    const headers = await call.headers;
    const name = `${call.request.method()} ${call.request.url()}`;
    expect(headers.cookie, `${name} sent no cookie`).toBeUndefined();
    expect(headers.authorization, `${name} sent no token`).toBeUndefined();
    // The browser withholds a cross-origin answer from Playwright too; the form's answer it shows.
    const response = await call.request.response();
    if (response) {
      expect(response.status(), name).toBeGreaterThanOrEqual(400);
      expect(await response.text().catch(() => '')).not.toMatch(/eyJ|accessToken/);
    }
    // What the server answers to exactly what the browser sent.
    const { host: _host, 'content-length': _length, ...sent } = headers;
    const replay = await fetch(call.request.url(), { method: call.request.method(), headers: sent });
    expect([401, 403, 415], `${name} answered ${replay.status}`).toContain(replay.status);
    expect(await replay.text()).not.toMatch(/eyJ|accessToken/);
  }

  // A guide page can navigate its own frame anywhere on the origin (here the frame is sent there, to the same
  // effect): the app's pages refuse to be framed, so no app page, with its buttons, shows inside the guide.
  await frame.evaluate((element: HTMLIFrameElement, src) => (element.src = src), `${appUrl}/`);
  const guideFrame = () => page.frames().find((f) => f.parentFrame() === page.mainFrame());
  await expect.poll(() => guideFrame()?.url(), { message: 'the framed app page is refused' }).toMatch(/^chrome-error:/);
  await expect(guide.getByRole('button')).toHaveCount(0);

  // The member is still signed in and the guide still opens at the same pass.
  await frame.evaluate((element: HTMLIFrameElement, src) => (element.src = src), guideSrc);
  await expect(guide.getByRole('heading', { name: 'Wild Botswana' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();

  // The membership ends: the next page of the guide is refused, with the way back to the app.
  await db.updateTable('users').set({ membership_expiry: new Date(Date.now() - 1000) }).where('email', '=', email).execute();
  await guide.getByRole('link', { name: 'Okavango', exact: true }).click();
  await expect(guide.getByText(messages.guideNeedsMembership)).toBeVisible();
  await expect(guide.getByText('Okavango')).toHaveCount(0);
  await guide.getByRole('link', { name: 'Back to guidepass' }).click();
  await expect(page).toHaveURL(`${appUrl}/`);
  await expect(page.getByRole('heading', { name: paymentViewTitle })).toBeVisible();
});
