import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { uiText } from '../../config/missing-messages.ts';
import { keepOpenedPagesMessage } from '../../sw/guide-pages.ts';
import { profile, renderApp, tokens } from '../../testing/render-app.tsx';
import { useAppServer } from '../../testing/use-app-server.ts';
import { guideWorkerReady, keepOnceWorkerReady } from './worker-ready.ts';

// A device's very first visit (product.md §14): the guide's pages are kept for offline reading by the service
// worker, which is still installing then. jsdom has no service worker: navigator.serviceWorker is stood in for.

const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  const expiry = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
  server.on('GET /api/me', { body: { data: profile({ paymentStatus: 'paid', membershipExpiry: expiry, membershipActive: true }) } });
  server.on('POST /api/guide/session', { body: { data: { path: '/guide/aaa.bbb.ccc/', expiresAt: new Date(Date.now() + 900_000).toISOString() } } });
});

/** A worker still installing: `activate()` makes it active, as its install ends. */
function installingWorker() {
  const postMessage = vi.fn();
  let activate = () => {};
  const active = { postMessage };
  const ready = new Promise<{ active: typeof active }>((resolve) => (activate = () => resolve({ active })));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: null, getRegistration: async () => ({ active: null }), ready },
  });
  return { postMessage, activate: () => activate() };
}

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('guide pages on a first visit', () => {
  it('without service workers, or with one already active, the guide opens at once', async () => {
    expect(await guideWorkerReady(10_000)).toBe(true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: null, getRegistration: async () => ({ active: {} }), ready: new Promise(() => {}) },
    });
    expect(await guideWorkerReady(10_000)).toBe(true);
  });

  it('the frame waits for the installing worker, so that it keeps the very first page; then nothing needs asking again', async () => {
    const worker = installingWorker();
    renderApp(server);
    await waitFor(() => expect(server.callsTo('POST /api/guide/session')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTitle(uiText.guideFrameTitle), 'no frame while the worker installs').toBeNull();
    expect(screen.getByText(uiText.openingGuide)).toBeTruthy();

    worker.activate();
    expect(await screen.findByTitle(uiText.guideFrameTitle)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('a worker not active in time: the guide opens anyway, and the page it opened is asked for again once the worker is', async () => {
    const worker = installingWorker();
    expect(await guideWorkerReady(20)).toBe(false);
    keepOnceWorkerReady('/guide/aaa.bbb.ccc/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(worker.postMessage).not.toHaveBeenCalled();
    worker.activate();
    await waitFor(() => expect(worker.postMessage).toHaveBeenCalledWith({ type: keepOpenedPagesMessage, paths: ['/guide/aaa.bbb.ccc/'] }));
  });
});
