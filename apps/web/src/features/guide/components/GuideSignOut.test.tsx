import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { ownerRecordPath, savedPagesCache } from '../../../sw/guide-pages.ts';
import { profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';

// Sign Out with guide pages saved on the device (product.md §14): offline it asks first, online it does not.

const expiry = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
const member = profile({ paymentStatus: 'paid', membershipExpiry: expiry, membershipActive: true });

const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: member } });
  server.on('POST /api/guide/session', { body: { data: { path: '/guide/aaa.bbb.ccc/', expiresAt: new Date(Date.now() + 900_000).toISOString() } } });
});

/** CacheStorage holding this member's owner record and, unless `pages` is empty, saved guide pages; deletions are counted. */
function savedCache(pages: string[]) {
  const deleted: string[] = [];
  let exists = true;
  const keys = [ownerRecordPath, ...pages].map((path) => new Request(new URL(path, location.origin).href));
  vi.stubGlobal('caches', {
    has: async (name: string) => exists && name === savedPagesCache,
    delete: async (name: string) => {
      deleted.push(name);
      exists = false;
      return true;
    },
    open: async () => ({
      match: async (key: string) =>
        exists && new URL(key).pathname === ownerRecordPath ? new Response(JSON.stringify({ member: member.uid, endsAt: expiry })) : undefined,
      put: async () => undefined,
      keys: async () => (exists ? keys : []),
    }),
  });
  return deleted;
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Sign Out with saved guide pages', () => {
  it('offline, asks first; Cancel keeps the member signed in with the pages, and the button takes the focus back', async () => {
    const deleted = savedCache(['/guide/saved/', '/guide/saved/chobe-national-park']);
    const { user } = renderApp(server);
    await screen.findByTitle(uiText.guideFrameTitle);
    offline();

    await user.click(screen.getByRole('button', { name: uiText.signOut }));
    const question = await screen.findByRole('group', { name: uiText.signOutOfflineQuestion });
    expect(question).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(uiText.signOutOfflineQuestion);
    expect(server.callsTo('POST /auth/logout')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: uiText.cancel }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: uiText.signOut })));
    expect(screen.getByTitle(uiText.guideFrameTitle)).toBeTruthy();
    expect(screen.queryByRole('group', { name: uiText.signOutOfflineQuestion })).toBeNull();
    expect(deleted).toEqual([]);
  });

  it('offline, Yes signs out and removes the saved pages', async () => {
    const deleted = savedCache(['/guide/saved/']);
    const { user } = renderApp(server);
    await screen.findByTitle(uiText.guideFrameTitle);
    offline();

    await user.click(screen.getByRole('button', { name: uiText.signOut }));
    await user.click(await screen.findByRole('button', { name: uiText.signOutOfflineYes }));
    expect(await screen.findByRole('heading', { name: messages.loginTitle })).toBeTruthy();
    await waitFor(() => expect(deleted).toContain(savedPagesCache));
  });

  it('online, signs out at once, without a question', async () => {
    savedCache(['/guide/saved/']);
    const { user } = renderApp(server);
    await screen.findByTitle(uiText.guideFrameTitle);

    await user.click(screen.getByRole('button', { name: uiText.signOut }));
    expect(await screen.findByRole('heading', { name: messages.loginTitle })).toBeTruthy();
    expect(screen.queryByRole('group', { name: uiText.signOutOfflineQuestion })).toBeNull();
    expect(server.callsTo('POST /auth/logout')).toHaveLength(1);
  });

  it('offline with no page saved (only the owner record), signs out at once', async () => {
    savedCache([]);
    const { user } = renderApp(server);
    await screen.findByTitle(uiText.guideFrameTitle);
    offline();

    await user.click(screen.getByRole('button', { name: uiText.signOut }));
    expect(await screen.findByRole('heading', { name: messages.loginTitle })).toBeTruthy();
    expect(screen.queryByRole('group', { name: uiText.signOutOfflineQuestion })).toBeNull();
  });
});
