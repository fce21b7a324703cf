import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { messages } from '@guidepass/domain/messages';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { expect, test } from '../fixtures.ts';
import { navigateFallbackDenylist } from '../../apps/web/src/sw/server-paths.ts';
import { cachedUrls, precacheManifest, privatePaths, waitForServiceWorkerControl } from '../pwa.ts';

test.describe('installable app', () => {
  test('Chromium finds nothing in the way of installing it, and the manifest says what the issue asks', async ({ appUrl }) => {
    // A persistent profile: an incognito context always reports "in-incognito".
    const profile = await mkdtemp(path.join(tmpdir(), 'guidepass-install-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumArgs });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      // Counts the app's calls of the install dialog (Chromium may offer again once the dialog closes).
      await page.addInitScript(() => {
        const proto = (window as unknown as { BeforeInstallPromptEvent: { prototype: { prompt(): Promise<void> } } }).BeforeInstallPromptEvent.prototype;
        const prompt = proto.prompt;
        proto.prompt = function (this: unknown) {
          (window as unknown as { installPrompts: number }).installPrompts = ((window as unknown as { installPrompts?: number }).installPrompts ?? 0) + 1;
          return prompt.call(this);
        };
      });
      await page.goto(appUrl);
      await waitForServiceWorkerControl(page);

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string; errorArguments: unknown[] }[];
      };
      expect(installabilityErrors).toEqual([]);
      const { url: manifestUrl, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifestUrl).toBe(`${appUrl}/manifest.webmanifest`);
      expect(errors).toEqual([]);

      // Chromium offered the install (beforeinstallprompt): the app shows its own button, which opens the browser's dialog.
      const install = page.getByRole('region', { name: 'Install the app' }).getByRole('button', { name: 'Install app', exact: true });
      await expect(install).toBeVisible();
      await install.click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { installPrompts?: number }).installPrompts)).toBe(1);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }

    const response = await fetch(`${appUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose?: string }[] };
    expect(manifest).toMatchObject({
      name: 'guidepass — Botswana guide',
      short_name: 'guidepass',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b6e4f',
      background_color: '#f6f1e7',
    });
    expect(typeof manifest.description === 'string' && manifest.description.length > 20).toBe(true);
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toContain('192x192');
    expect(sizes).toContain('512x512');
    const maskable = manifest.icons.find((icon) => icon.purpose?.split(' ').includes('maskable'));
    expect(maskable?.sizes).toBe('512x512');
    // Every icon the manifest names is served as the PNG it claims to be, at the size it claims.
    for (const icon of manifest.icons) {
      const png = Buffer.from(await (await fetch(new URL(icon.src, appUrl))).arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    for (const asset of ['/favicon.ico', '/icons/apple-touch-icon-180.png', '/icons/logo.svg']) {
      expect((await fetch(new URL(asset, appUrl))).status, asset).toBe(200);
    }
  });

  test('the service worker precaches the app shell and nothing private, and caches nothing at run time', async ({ page, appUrl }) => {
    const sw = await (await fetch(`${appUrl}/sw.js`)).text();
    const urls = precacheManifest(sw).map((entry) => entry.url);
    expect(urls).toContain('index.html');
    expect(urls.some((url) => /^assets\/index-[\w-]+\.js$/.test(url)), 'the app script').toBe(true);
    expect(urls.some((url) => /^assets\/index-[\w-]+\.css$/.test(url)), 'the styles').toBe(true);
    expect(urls).toEqual(expect.arrayContaining(['manifest.webmanifest', 'favicon.ico', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png']));
    // The shell and nothing else: built assets, the page, icons and the manifest.
    for (const url of urls) expect(url).toMatch(/^(index\.html|manifest\.webmanifest|favicon\.ico|assets\/[\w.-]+\.(js|css)|icons\/[\w.-]+\.(png|svg))$/);
    expect(urls.filter((url) => privatePaths.test(`/${url}`))).toEqual([]);

    // One route only: navigations to the cached index.html, except the server's own paths. No runtime caching
    // strategy at all: the worker's source (src/sw/sw.ts, built with workbox's modules into one minified script)
    // imports workbox's precaching and routing only.
    const source = readFileSync(new URL('../../apps/web/src/sw/sw.ts', import.meta.url), 'utf8');
    expect(source.match(/registerRoute\(/g)).toHaveLength(1);
    expect(source).toContain("registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: navigateFallbackDenylist }))");
    expect([...source.matchAll(/from '(workbox-[\w-]+)'/g)].map((m) => m[1]).sort()).toEqual(['workbox-core', 'workbox-precaching', 'workbox-routing']);
    expect(source).not.toMatch(/NetworkFirst|CacheFirst|StaleWhileRevalidate|NetworkOnly|ExpirationPlugin|runtimeCaching/);
    // The denylist the worker holds, tried on real paths.
    const denylist = navigateFallbackDenylist;
    const toNetwork = (pathAndSearch: string) => denylist.some((pattern) => pattern.test(pathAndSearch));
    for (const serverPath of ['/api/me', '/auth/google', '/auth/google/callback?code=x', '/guide', '/guide/', '/guide/parks.html', '/webhooks/paypal', '/docs', '/docs/json', '/admin/queues', '/admin/earnings.csv?month=2026-11', '/metrics', '/healthz', '/readyz']) {
      expect(toNetwork(serverPath), serverPath).toBe(true);
    }
    for (const appPath of ['/', '/?payment=success&token=ORDER', '/payment-cancel', '/verify-email?token=x', '/reset-password?token=x']) {
      expect(toNetwork(appPath), appPath).toBe(false);
    }

    // In the browser: once the worker controls the page, a navigation to a server path still reaches the server.
    await page.goto(appUrl);
    await waitForServiceWorkerControl(page);
    const providers = await page.goto(`${appUrl}/auth/providers`);
    expect(providers?.headers()['content-type']).toContain('application/json');
    expect(await providers?.json()).toHaveProperty('data');
    expect(providers?.fromServiceWorker()).toBe(false);
    await page.goto(`${appUrl}/?from=shell`);
    expect((await cachedUrls(page)).filter((url) => privatePaths.test(new URL(url).pathname))).toEqual([]);
  });

  test('Safari on an iPhone gets the Share → Add to Home Screen hint until it is dismissed', async ({ browser, appUrl }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      viewport: { width: 360, height: 740 },
    });
    try {
      const page = await context.newPage();
      await page.goto(appUrl);
      const hint = page.getByText(messages.iosInstallHint);
      await expect(hint).toBeVisible();
      await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
      await expect(hint).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { name: messages.signUpTitle })).toBeVisible();
      await expect(hint).toBeHidden();
    } finally {
      await context.close();
    }
  });
});
