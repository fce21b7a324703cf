import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { runEffectsBeforePaint } from '../app/effects-before-paint.ts';

// The first render of a file waits for a cold module graph and a real HTTP round trip: on a loaded two-core
// machine, beside the tap suite in npm test, that can pass the default second of findBy*/waitFor (4 s did once in CI).
configure({ asyncUtilTimeout: 10_000 });

// As in the app (main.tsx): Preact's effects run as soon as what rendered is in the page, before a test reads it.
runEffectsBeforePaint();

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
