import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';

// The first render of a file waits for a cold module graph and a real HTTP round trip: on a loaded two-core
// machine, beside the tap suite in npm test, that can pass the default second of findBy*/waitFor (4 s did once in CI).
configure({ asyncUtilTimeout: 10_000 });

// The app runs on Preact (build/react-is-preact.ts), whose effects wait for the next frame, and a test page never
// paints: they run as soon as what rendered is in the page, as React runs them in a test, before the test reads it.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup());

// Each file starts from a clean page: no stubbed globals, service worker, storage or URL left by a file before it in
// the same worker. This runs before each file (files with `@vitest-environment node` have no page).
vi.unstubAllGlobals();
if (typeof window !== 'undefined') {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
}
