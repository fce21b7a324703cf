import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
// The guide's saved pages first, so its fetch listener sees /guide/ requests before workbox's route does.
import './guide-offline-worker.ts';
// Saving the whole guide for a trip (its own module: sw/trip-guide-worker.ts).
import './trip-guide-worker.ts';
import './push-notices.ts';
import { navigateFallbackDenylist } from './server-paths.ts';

/*
 * The app's service worker (vite-plugin-pwa's injectManifest, vite.config.ts), what generateSW made before plus the
 * guide and push listeners: the app shell precached (the list injected at build), navigations answered with the
 * cached index.html except the server's own paths, old precaches cleaned up, the first visit controlled at once, and
 * a new version waiting until the person presses Reload (src/pwa/ReloadPrompt.tsx posts SKIP_WAITING).
 * There is deliberately no runtime caching: answers from /api and /auth belong to one person.
 */

// The worker's own globals, declared here as in the other sw/ files (the web's TypeScript program has the DOM's).
declare const self: {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: navigateFallbackDenylist }));
clientsClaim();
