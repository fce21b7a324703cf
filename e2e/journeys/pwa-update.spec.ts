import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@guidepass/domain/messages';
import { repoRoot } from '../../harness/paths.ts';
import { expect, test } from '../fixtures.ts';
import { waitForServiceWorkerControl } from '../pwa.ts';
import { startStaticServer } from '../static-server.ts';
import type { StaticServer } from '../static-server.ts';

// Two builds of the web app that differ only in their build id (GUIDEPASS_BUILD_ID, shown in
// <meta name="guidepass-build">, so index.html and the service worker's precache revision differ),
// served in turn by a small static server: a deploy while the page stays open.

const webDir = path.join(repoRoot, 'apps/web');
const viteBin = path.join(repoRoot, 'node_modules/vite/bin/vite.js');

function build(outDir: string, buildId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: webDir,
      env: { ...process.env, GUIDEPASS_BUILD_ID: buildId },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build for ${buildId} exited with ${code}`))));
  });
}

const buildIdOf = (page: import('@playwright/test').Page) =>
  page.locator('meta[name="guidepass-build"]').getAttribute('content');

let workDir: string;
let buildA: string;
let buildB: string;
let server: StaticServer;

test.beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'guidepass-update-'));
  buildA = path.join(workDir, 'a');
  buildB = path.join(workDir, 'b');
  await Promise.all([build(buildA, 'update-journey-a'), build(buildB, 'update-journey-b')]);
  server = await startStaticServer(buildA);
});

test.afterAll(async () => {
  await server?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('a new deploy raises the reload prompt; the page reloads only when Reload is pressed', async ({ page }) => {
  await page.goto(server.url);
  await expect(page.getByRole('heading', { name: messages.signUpTitle })).toBeVisible();
  await waitForServiceWorkerControl(page);
  expect(await buildIdOf(page)).toBe('update-journey-a');
  // Gone after any reload: shows the page was not reloaded behind the person's back.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  server.serve(buildB);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  const prompt = page.getByRole('region', { name: 'App update' });
  await expect(prompt.getByText(messages.updateAvailable)).toBeVisible({ timeout: 20_000 });
  await expect(prompt.getByRole('button', { name: 'Later', exact: true })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await buildIdOf(page)).toBe('update-journey-a');

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload', exact: true }).click()]);
  await expect.poll(() => buildIdOf(page)).toBe('update-journey-b');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  await expect(page.getByRole('heading', { name: messages.signUpTitle })).toBeVisible();
  await expect(page.getByText(messages.updateAvailable)).toBeHidden();

  // Once more from a page the worker controlled since it loaded (workbox-window reports this case differently);
  // Later first, which leaves the page as it is.
  server.serve(buildA);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect(prompt.getByText(messages.updateAvailable)).toBeVisible({ timeout: 20_000 });
  await prompt.getByRole('button', { name: 'Later', exact: true }).click();
  await expect(page.getByText(messages.updateAvailable)).toBeHidden();
  expect(await buildIdOf(page)).toBe('update-journey-b');
  // The waiting version offers itself again on the next load, and Reload goes over to it.
  await page.reload();
  expect(await buildIdOf(page)).toBe('update-journey-b');
  await expect(prompt.getByText(messages.updateAvailable)).toBeVisible({ timeout: 20_000 });
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload', exact: true }).click()]);
  await expect.poll(() => buildIdOf(page)).toBe('update-journey-a');
});
