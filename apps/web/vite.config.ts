import { fileURLToPath } from 'node:url';
import { build, defineConfig } from 'vite';
import type { Plugin, Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The API serves the built app on the same origin; in development Vite forwards the API's paths to it.
const apiTarget = process.env.GUIDEPASS_API_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/auth', '/api', '/guide', '/webhooks', '/admin'];

// Names this build in the page (<meta name="guidepass-build">). A different id changes index.html and so
// the service worker's precache revision: the update journey builds twice to see the reload prompt.
const buildId = parseBuildId(process.env.GUIDEPASS_BUILD_ID);

// Paths the server answers itself. A navigation to one of them (the framed guide, an OAuth redirect, the
// API docs) must reach the network, never the cached app shell.
const serverPaths = ['api', 'auth', 'guide', 'webhooks', 'docs', 'admin', 'metrics', 'healthz', 'readyz'];

const palette = { theme: '#0b6e4f', background: '#f6f1e7' } as const;

// The guide's saved pages (src/sw/guide-offline-worker.ts), built on its own as a classic script that the
// generated sw.js imports: the shell stays exactly what workbox generates, and the guide route lives beside it.
const guideWorkerFile = 'guide-offline-sw.js';

export default defineConfig({
  plugins: [
    react(),
    buildIdMeta(buildId),
    guideOfflineWorker(),
    VitePWA({
      strategies: 'generateSW',
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
      workbox: {
        // The app shell only. There is deliberately no runtimeCaching: answers from /api and /auth belong to one
        // signed-in person and must never land in CacheStorage. Guide pages are kept only by the imported
        // guide-offline-sw.js, in the signed-in member's own cache, deleted at sign-out (docs/architecture.md).
        // The icons, favicon and manifest join through includeAssets and the manifest's own icons.
        globPatterns: ['**/*.{js,css,html}'],
        // The common-password list (hundreds of KB) is fetched only when someone types a new password; never precache it.
        // The guide worker is part of the service worker itself (the browser keeps and updates imported scripts).
        globIgnores: ['**/common-passwords-*.js', guideWorkerFile],
        importScripts: [guideWorkerFile],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: serverPaths.map((path) => new RegExp(`^/${path}(?:[/?]|$)`)),
        cleanupOutdatedCaches: true,
        // The first visit is controlled at once, so a reload without a network already opens the shell.
        clientsClaim: true,
        // A new version waits until the person presses Reload in the prompt (never on its own).
        skipWaiting: false,
      },
    }),
  ],
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

/** Emits src/sw/guide-offline-worker.ts as one classic script (an IIFE, no imports) for importScripts. */
function guideOfflineWorker(): Plugin {
  return {
    name: 'guidepass-guide-offline-worker',
    apply: 'build',
    async generateBundle() {
      const built = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          emptyOutDir: false,
          minify: true,
          lib: {
            entry: fileURLToPath(new URL('./src/sw/guide-offline-worker.ts', import.meta.url)),
            formats: ['iife'],
            name: 'guidepassGuideOffline',
            fileName: () => guideWorkerFile,
          },
        },
      });
      const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
      const chunk = outputs.flatMap((result) => result.output).find((file) => file.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error(`building ${guideWorkerFile} gave no script`);
      this.emitFile({ type: 'asset', fileName: guideWorkerFile, source: chunk.code });
    },
  };
}

function buildIdMeta(id: string): Plugin {
  return {
    name: 'guidepass-build-id',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'guidepass-build', content: id }, injectTo: 'head' }],
  };
}
