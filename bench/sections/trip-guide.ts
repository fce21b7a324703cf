import type { Browser, Page } from 'playwright-core';
import { createDb } from '@guidepass/db';
import { tripGuideUiText } from '@guidepass/texts/en/web/trip-guide-text';
import { uiText } from '@guidepass/texts/en/web/ui-text';
import { buildWeb, webIsBuilt } from '../../harness/build-web.ts';
import { webDist } from '../../harness/paths.ts';
import { startBenchProduct } from '../lib/bench-product.ts';
import { fast3g, throttlePage, type NetworkProfile } from '../lib/journey-network.ts';
import { launchChromium, viewport } from '../lib/journey-runs.ts';
import { createMembers, type Member } from '../lib/members.ts';
import { row } from '../lib/rows.ts';
import type { BenchContext, Section, SectionResult } from '../lib/section.ts';

const waitMs = 300_000;
const profiles: (NetworkProfile | null)[] = [null, fast3g];
const profileName = (profile: NetworkProfile | null) => profile?.name ?? 'no throttling';

interface SaveRun {
  profile: string;
  pages: number;
  /** from "Save on this phone" to the done message */
  saveMs: number;
  /** the page's JavaScript heap: before, and the most seen while saving (sampled each 250 ms) */
  heapBeforeBytes: number;
  heapPeakBytes: number;
  /** the longest a 50 ms timer on the page ran late while saving: how long a tap could wait */
  longestStallMs: number;
  /** a tap on the menu while saving: from the click to the menu closed */
  tapMs: number;
  /** what the browser's storage estimate grew by */
  storedBytes: number;
}

/** The page's stall probe: a 50 ms timer noting the worst lateness, read back from window.__stall. */
const stallProbe = () => {
  const state = { worst: 0, last: performance.now() };
  (globalThis as any).__stall = state;
  setInterval(() => {
    const now = performance.now();
    state.worst = Math.max(state.worst, now - state.last - 50);
    state.last = now;
  }, 50);
};

async function heapUsed(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Performance.enable');
    const { metrics } = await session.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  } finally {
    await session.detach();
  }
}

const storageUsage = (page: Page) => page.evaluate(async () => (await (globalThis as any).navigator.storage.estimate()).usage as number);

async function saveOnce(browser: Browser, appUrl: string, member: Member, profile: NetworkProfile | null): Promise<SaveRun> {
  const context = await browser.newContext({ viewport });
  try {
    const login = await context.request.post(`${appUrl}/auth/login`, { data: { email: member.email, password: member.password } });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    const page = await context.newPage();
    await page.goto(appUrl);
    await page.evaluate(async () => {
      const workers = (globalThis as any).navigator.serviceWorker;
      await workers.ready;
      if (!workers.controller) await new Promise((resolve) => workers.addEventListener('controllerchange', resolve, { once: true }));
    });
    await page.reload();
    const menu = page.getByRole('button', { name: uiText.topBarMenu });
    await menu.waitFor({ timeout: 60_000 });
    await page.frameLocator('iframe').getByRole('heading', { name: 'Wild Botswana' }).waitFor({ timeout: 60_000 });
    const throttle = await throttlePage(browser, page);
    try {
      await throttle.set(profile);
      await menu.click();
      await page.getByRole('button', { name: tripGuideUiText.tripGuideSave }).click();
      const size = page.getByText(/^\d+ pages, about [\d.]+ MB$/);
      await size.waitFor({ timeout: waitMs });
      const pages = Number((await size.textContent())!.split(' ')[0]);
      const usageBefore = await storageUsage(page);
      const heapBeforeBytes = await heapUsed(page);
      await page.evaluate(stallProbe);
      let heapPeakBytes = heapBeforeBytes;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          heapPeakBytes = Math.max(heapPeakBytes, await heapUsed(page).catch(() => 0));
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();
      const started = Date.now();
      await page.getByRole('button', { name: tripGuideUiText.tripGuideStart }).click();
      // Halfway through or so, a tap: the menu closes at once although the save goes on behind it.
      await page.getByText(/^Saved \d+ of/).waitFor({ timeout: waitMs });
      const tapStarted = Date.now();
      await menu.click();
      await page.waitForFunction(() => (globalThis as any).document.querySelector('.account-menu__toggle')?.getAttribute('aria-expanded') === 'false');
      const tapMs = Date.now() - tapStarted;
      await menu.click();
      await page.getByText(tripGuideUiText.tripGuideDone(pages)).waitFor({ timeout: waitMs });
      const saveMs = Date.now() - started;
      sampling = false;
      await sampler;
      const longestStallMs = await page.evaluate(() => (globalThis as any).__stall.worst as number);
      return { profile: profileName(profile), pages, saveMs, heapBeforeBytes, heapPeakBytes, longestStallMs, tapMs, storedBytes: (await storageUsage(page)) - usageBefore };
    } finally {
      await throttle.close();
    }
  } finally {
    await context.close();
  }
}

/**
 * Saving the whole sandbox guide for a trip (product.md §21: 48 pages with photos, about 6 MB) in Debian's Chromium at
 * 360×740, once unthrottled (the reference) and once on Chrome DevTools' Fast 3G (the page, the guide frame and the
 * service worker throttled): the time from "Save on this phone" to the done message, the page's heap, and whether
 * the app stays responsive meanwhile (the worst lateness of a 50 ms timer, a tap on the menu).
 */
async function measureTripGuide(context: BenchContext): Promise<SectionResult> {
  if (!webIsBuilt()) {
    context.say('apps/web/dist is missing: building the web app');
    buildWeb();
  }
  const product = await startBenchProduct(context, { mode: 'child-processes', sandbox: true, workers: false, webRoot: webDist });
  const members = await createMembers({ apiUrl: product.apiUrl, databaseUrl: product.databaseUrl, jwtSecret: product.jwtSecret, count: profiles.length });
  const db = createDb(product.databaseUrl, { max: 1 });
  try {
    const until = new Date(Date.now() + 7 * 24 * 3600_000);
    await db.updateTable('users').set({ payment_status: 'paid', membership_expiry: until }).where('email', 'in', members.map((m) => m.email)).execute();
  } finally {
    await db.destroy();
  }
  const browser = await launchChromium(context.cleanup);
  const runs: SaveRun[] = [];
  for (const [index, profile] of profiles.entries()) {
    const run = await saveOnce(browser, product.appUrl, members[index]!, profile);
    context.say(`${run.profile}: ${run.pages} pages in ${Math.round(run.saveMs)} ms, heap ${Math.round(run.heapPeakBytes / 1e6)} MB peak, stall ${Math.round(run.longestStallMs)} ms, tap ${run.tapMs} ms`);
    runs.push(run);
  }
  const [reference, slow] = runs as [SaveRun, SaveRun];
  const mb = (bytes: number) => bytes / (1024 * 1024);
  return {
    rows: [
      row('trip-guide', `${slow.profile}: save ${slow.pages} pages`, slow.saveMs / 1000, 's', reference.saveMs / 1000, 'no throttling'),
      row('trip-guide', `${slow.profile}: stored (storage estimate)`, mb(slow.storedBytes), 'MB', mb(reference.storedBytes), 'no throttling'),
      row('trip-guide', `${slow.profile}: page heap peak while saving`, mb(slow.heapPeakBytes), 'MB', mb(slow.heapBeforeBytes), 'before saving'),
      row('trip-guide', `${slow.profile}: longest main-thread stall while saving`, slow.longestStallMs, 'ms', reference.longestStallMs, 'no throttling', { atMost: 200 }),
      row('trip-guide', `${slow.profile}: a tap on the menu while saving`, slow.tapMs, 'ms', reference.tapMs, 'no throttling', { atMost: 500 }),
    ],
    details: { viewport, profile: fast3g, runs },
  };
}

const title = 'saving the whole guide for a trip (48 pages, about 6 MB) at 360×740 on Fast 3G: time, memory, responsiveness';
export const tripGuideSection: Section = { name: 'trip-guide', title, timeLimitSeconds: 600, run: measureTripGuide };
