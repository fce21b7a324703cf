import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderFirstView } from './build/prerender-first-view.ts';
import { reactIsPreact } from './build/react-is-preact.ts';

// The API serves the built app on the same origin; in development Vite forwards the API's paths to it.
const apiTarget = process.env.GUIDEPASS_API_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/auth', '/api', '/guide', '/webhooks', '/admin'];

// Names this build in the page (<meta name="guidepass-build">). A different id changes index.html and so
// the service worker's precache revision: the update journey builds twice to see the reload prompt.
const buildId = parseBuildId(process.env.GUIDEPASS_BUILD_ID);

const palette = { theme: '#0b6e4f', background: '#f6f1e7' } as const;

export default defineConfig({
  plugins: [
    react(),
    buildIdMeta(buildId),
    prerenderFirstView(),
    VitePWA({
      // Our own worker (src/sw/sw.ts, served as /sw.js: the shell as generateSW made it, the guide's saved pages and pushed
      // notices), with the precache list injected at build.
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // src/pwa/ReloadPrompt.tsx registers through virtual:pwa-register/react: nothing is injected in the page.
      injectRegister: false,
      includeAssets: ['favicon.ico', 'icons/logo.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'guidepass — Botswana guide',
        short_name: 'guidepass',
        description: 'Your membership pass to the Botswana tourism guide: sign in, choose a membership and open the guide.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: palette.theme,
        background_color: palette.background,
        categories: ['travel'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell only (no runtime caching in the worker: answers from /api and /auth belong to one signed-in
        // person and must never land in CacheStorage; guide pages are kept only by src/sw/guide-offline-worker.ts in
        // the signed-in member's own cache, deleted at sign-out). The icons, favicon and manifest join through
        // includeAssets and the manifest's own icons.
        globPatterns: ['**/*.{js,css,html}'],
        // The common-password list (hundreds of KB) is fetched only when someone types a new password; never precache it.
        // The referral link's page is only ever sent by the api, filled in (product.md §19).
        globIgnores: ['**/common-passwords-*.js', '**/first-view-referral.html'],
        // Built assets carry their hash in their name: precached without a cache-busting revision, so that the
        // precache takes the script and styles the first view has just loaded from the HTTP cache instead of the
        // network again (product.md §19: at most 150 KB before the first action).
        dontCacheBustURLsMatching: /^assets\//,
        // A classic script, as the generated worker was (registered without type: 'module').
        rollupFormat: 'iife',
      },
    }),
  ],
  resolve: { alias: reactIsPreact },
  build: {
    outDir: 'dist',
    rollupOptions: {
      output: { manualChunks: (id: string) => (id.includes('@zxcvbn-ts') ? 'common-passwords' : undefined) },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget }])),
  },
});

function parseBuildId(value: string | undefined): string {
  if (value === undefined || value === '') return 'local';
  if (!/^[\w.-]{1,64}$/.test(value)) {
    throw new Error(`GUIDEPASS_BUILD_ID must be 1 to 64 letters, digits, '.', '_' or '-', got "${value}"`);
  }
  return value;
}

function buildIdMeta(id: string): Plugin {
  return {
    name: 'guidepass-build-id',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'guidepass-build', content: id }, injectTo: 'head' }],
  };
}
