import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { ownerRecordPath, savedPagesCache } from '../../../sw/guide-pages.ts';
import { failure, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';

const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  const expiry = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
  server.on('GET /api/me', { body: { data: profile({ paymentStatus: 'paid', membershipExpiry: expiry, membershipActive: true }) } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('main view', () => {
  it('frames the guide only once the saved pages are recorded as this member\'s, so the service worker keeps the first page', async () => {
    // CacheStorage as the browser has it, with the owner record's write held back until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const written: string[] = [];
    vi.stubGlobal('caches', {
      has: async () => false,
      delete: async () => true,
      open: async (name: string) => ({
        match: async () => undefined,
        put: async (key: string) => {
          await held;
          written.push(`${name} ${new URL(key).pathname}`);
        },
      }),
    });
    server.on('POST /api/guide/session', { body: { data: { path: '/guide/aaa.bbb.ccc/', expiresAt: new Date(Date.now() + 900_000).toISOString() } } });
    try {
      renderApp(server);
      await waitFor(() => expect(server.callsTo('POST /api/guide/session')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.queryByTitle(uiText.guideFrameTitle), 'no frame before the owner is recorded').toBeNull();
    } finally {
      release();
    }
    expect(await screen.findByTitle(uiText.guideFrameTitle)).toBeTruthy();
    expect(written).toEqual([`${savedPagesCache} ${ownerRecordPath}`]);
  });

  it('opens the guide session, then frames the guide at its pass, with no sandbox attribute to keep the service worker out, and a red Sign Out', async () => {
    server.on('POST /api/guide/session', { delayMs: 100, body: { data: { path: '/guide/aaa.bbb.ccc/', expiresAt: new Date(Date.now() + 900_000).toISOString() } } });
    renderApp(server);
    expect(await screen.findByText(uiText.openingGuide)).toBeTruthy();
    expect(screen.queryByTitle(uiText.guideFrameTitle)).toBeNull();

    const frame = await screen.findByTitle(uiText.guideFrameTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(`${server.url}/guide/aaa.bbb.ccc/`);
    // The opaque origin comes from the answers' sandbox policy (e2e/journeys/guide-isolation.spec.ts): a sandbox
    // attribute would keep the service worker, and with it the saved pages, away from the frame.
    expect(frame.hasAttribute('sandbox')).toBe(false);
    expect(screen.queryByText(messages.guideSavedPages), 'online, no saved-pages note').toBeNull();
    const sessions = server.callsTo('POST /api/guide/session');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.headers.authorization).toBe('Bearer tok-1');
    const signOut = screen.getByRole('button', { name: uiText.signOut });
    expect(signOut.className).toContain('button--danger');
  });

  it('Sign Out leaves the guide for the auth view', async () => {
    const { user } = renderApp(server);
    await screen.findByTitle(uiText.guideFrameTitle);
    await user.click(screen.getByRole('button', { name: uiText.signOut }));
    expect(await screen.findByRole('heading', { name: messages.loginTitle })).toBeTruthy();
    expect(server.callsTo('POST /auth/logout')).toHaveLength(1);
  });

  it('a failed guide session shows the error and Retry opens it again', async () => {
    let up = false;
    server.on('POST /api/guide/session', () =>
      up
        ? { body: { data: { path: '/guide/aaa.bbb.ccc/', expiresAt: new Date(Date.now() + 900_000).toISOString() } } }
        : failure(503, 'unavailable', messages.unavailable),
    );
    const { user } = renderApp(server);
    expect(await screen.findByText(messages.unavailable)).toBeTruthy();
    expect(screen.queryByTitle(uiText.guideFrameTitle)).toBeNull();
    up = true;
    await user.click(screen.getByRole('button', { name: uiText.retry }));
    expect(await screen.findByTitle(uiText.guideFrameTitle)).toBeTruthy();
    expect(server.callsTo('POST /api/guide/session')).toHaveLength(2);
  });
});
