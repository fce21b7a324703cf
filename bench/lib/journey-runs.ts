import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../apps/web/src/config/missing-messages.ts';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.ts';
import type { Cleanup } from './cleanup.ts';
import { expectApi } from './http.ts';
import { throttlePage, type NetworkProfile, type Throttle } from './journey-network.ts';
import { addProbes, waitForMark, type ProbeSnapshot } from './journey-probes.ts';
import type { Member } from './members.ts';

/** A phone's screen in CSS pixels (product.md §12: readable at 360 px). */
export const viewport = { width: 360, height: 740 };
const guidePathPrefix = '/guide/';
const waitMs = 45_000;

/** Debian's Chromium with the flags the browser journeys use, closed at cleanup. */
export async function launchChromium(cleanup: Cleanup): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  cleanup.add('close Chromium', () => browser.close());
  return browser;
}

/**
 * Resolves once the app's service worker is active and controls the page (as e2e/pwa.ts waits, which needs the DOM
 * types the bench does not compile with).
 */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // A first visit registers the worker at the visitor's first action (product.md §19): a key that does nothing.
  await page.keyboard.press('Shift');
  await page.evaluate(async () => {
    const workers = (globalThis as any).navigator.serviceWorker;
    await workers.ready;
    if (workers.controller) return;
    await new Promise<void>((resolve) => workers.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
}

/** A fresh context (no cache, no cookies, no service worker) at the phone's size, with the probes in every frame. */
async function withPhone<T>(browser: Browser, work: (context: BrowserContext, page: Page, throttle: Throttle) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport });
  try {
    await addProbes(context, { texts: { paymentReceived: messages.paymentReceivedCapturing, paymentSuccessful: messages.paymentSuccessful }, guidePathPrefix });
    const page = await context.newPage();
    const throttle = await throttlePage(browser, page);
    try {
      return await work(context, page, throttle);
    } finally {
      await throttle.close();
    }
  } finally {
    await context.close();
  }
}

export interface FormRun {
  /** navigation start → the form's submit button rendered and enabled, nothing cached */
  freshMs: number;
  /** the fresh visit's layout shifts until its network went quiet (the service worker's precache included) */
  layoutShift: number;
  /** KB (1000 bytes) the fresh visit transferred, page and service worker, until the form was usable */
  kbBeforeForm: number;
  /** … and until its network went quiet with nothing done on the page: all before the visitor's first action */
  kbBeforeFirstAction: number;
  /** the same with the service worker installed and its precache filled by the first visit */
  warmMs: number;
}

/** No request under way for this long ends a first visit's loading (the precache, idle-deferred, included). */
const quietMs = 3_000;

/**
 * First usable form: a signed-out visitor opens the app on a fresh profile under the profile, and is left alone until
 * the network is quiet (layout shifts and bytes counted meanwhile); then, once the service worker controls the page
 * (installed without throttling), opens it again.
 */
export function measureFirstForm(browser: Browser, appUrl: string, profile: NetworkProfile | null): Promise<FormRun> {
  return withPhone(browser, async (_context, page, throttle) => {
    const untilForm = async (what: string) => {
      await page.goto(appUrl, { waitUntil: 'commit', timeout: waitMs });
      return waitForMark(what, () => page.mainFrame(), 'form', waitMs);
    };
    await throttle.set(profile);
    throttle.transfers.reset();
    const fresh = await untilForm('first usable form (fresh)');
    if (!(await throttle.transfers.quiet(quietMs, waitMs))) throw new Error(`the first visit's network not quiet within ${waitMs / 1000} s`);
    const settled = await waitForMark('first visit settled', () => page.mainFrame(), 'form', waitMs);
    const kbBeforeForm = throttle.transfers.bytes(fresh.marks.form!) / 1000;
    const kbBeforeFirstAction = throttle.transfers.bytes() / 1000;
    await throttle.set(null);
    await waitForServiceWorkerControl(page);
    await throttle.set(profile);
    const warm = await untilForm('first usable form (service worker warm)');
    return {
      freshMs: fresh.marks.form! - fresh.navigationStartAt,
      layoutShift: settled.layoutShift,
      kbBeforeForm,
      kbBeforeFirstAction,
      warmMs: warm.marks.form! - warm.navigationStartAt,
    };
  });
}

export interface ReturnRun {
  /** the return's request start → the seed's 'Payment received! Capturing payment...' rendered */
  paymentReceivedMs: number;
  /** → 'Payment Successful!' rendered (the success view); null if the app went to the guide without it */
  paymentSuccessfulMs: number | null;
  /** → the framed guide's first heading rendered, including the tap on 'Open the guide' */
  guideMs: number;
  /** the return's request start minus the navigation's start: the provider's answer to the approve POST */
  approveRedirectMs: number;
  guideHeading: string;
}

/**
 * A member (made over the api) signs in and opens the app without throttling, so its service worker is installed
 * as after any earlier visit, starts a PayPal purchase (a weekly subscription, as the payment view does) and is sent
 * to the sandbox's approval page. Under the profile, the bench presses Approve; PayPal sends the browser back to
 * APP_URL/?payment=success&subscription_id=…, and the app confirms, shows the success view, and (after a tap on 'Open the guide' as soon as it can be tapped) the guide.
 */
export function measurePaymentReturn(
  browser: Browser,
  urls: { appUrl: string; apiUrl: string },
  member: Member,
  profile: NetworkProfile | null,
): Promise<ReturnRun> {
  return withPhone(browser, async (context, page, throttle) => {
    const login = await context.request.post(`${urls.appUrl}/auth/login`, { data: { email: member.email, password: member.password } });
    if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    await page.goto(urls.appUrl);
    // Signed in (the refresh's rotated cookie stored) before leaving: a refresh cut short would end the session.
    await page.getByRole('heading', { name: uiText.paymentTitle }).waitFor({ timeout: waitMs });
    await waitForServiceWorkerControl(page);

    const started = await expectApi(200, urls.apiUrl, 'POST', '/api/subscriptions/paypal', { body: { selectedTierId: 'local' }, token: accessToken });
    await page.goto(started.data.redirectUrl as string);
    const approve = page.getByRole('button', { name: 'Approve', exact: true });
    await approve.waitFor({ timeout: waitMs });

    await throttle.set(profile);
    await approve.click();
    const isReturn = (snapshot: ProbeSnapshot) => {
      const url = new URL(snapshot.href);
      return url.origin === new URL(urls.appUrl).origin && url.searchParams.get('payment') === 'success';
    };
    const received = await waitForMark('return → Payment received!', () => page.mainFrame(), 'paymentReceived', waitMs, isReturn);

    // The success view offers 'Open the guide'; a build that opens the guide by itself needs no tap.
    const openGuide = page.getByRole('button', { name: uiText.openGuide, exact: true });
    const guideFrame = () => page.frames().find((frame) => frame !== page.mainFrame() && new URL(frame.url(), urls.appUrl).pathname.startsWith(guidePathPrefix));
    const guideShown = waitForMark('return → guide visible', guideFrame, 'guide', waitMs);
    void openGuide.click({ timeout: waitMs }).catch(() => {}); // ends with the context if never needed
    const guide = await guideShown;
    const guideText = (await guideFrame()?.evaluate(() => String((globalThis as any).document.body.textContent))) ?? '';
    if (guideText.includes(messages.guideNeedsMembership)) throw new Error('the guide frame showed the refusal page');

    // The same document as the return (the app changes views without navigating): read its marks again.
    const top = await waitForMark('return document', () => page.mainFrame(), 'paymentReceived', waitMs);
    if (top.requestStartAt !== received.requestStartAt) throw new Error('the app navigated between the return and the guide');
    const from = received.requestStartAt;
    return {
      paymentReceivedMs: received.marks.paymentReceived! - from,
      paymentSuccessfulMs: top.marks.paymentSuccessful === undefined ? null : top.marks.paymentSuccessful - from,
      guideMs: guide.marks.guide! - from,
      approveRedirectMs: from - received.navigationStartAt,
      guideHeading: guide.notes.guideHeading ?? '',
    };
  });
}
