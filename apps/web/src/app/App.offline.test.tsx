import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../config/missing-messages.ts';
import { createApiClient } from '../lib/api-client.ts';
import { createLastSignInStore } from '../lib/session/last-sign-in.ts';
import { onOnline } from '../lib/online.ts';
import { createSession } from '../lib/session/create-session.ts';
import type { Session } from '../lib/session/session-types.ts';
import { OfflineNotice } from '../pwa/OfflineNotice.tsx';
import { profile, tiersAnswer, tokens } from '../testing/render-app.tsx';
import { startTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';
import { App } from './App.tsx';

// The installed app opened with no network, then the network coming back: the whole app over real HTTP,
// with the server first down (nothing listening on its port) and then up on the same port.

let session: Session | undefined;
let server: TestServer | undefined;
afterEach(async () => {
  session?.dispose();
  await server?.close();
  session = server = undefined;
  vi.restoreAllMocks();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const member = profile();

describe('app without a network', () => {
  it('opens signed in as the last person, payments disabled, and recovers when the network is back', async () => {
    const probe = await startTestServer();
    await probe.close();
    const port = Number(new URL(probe.url).port);

    const store = createLastSignInStore();
    store.write({ email: member.email, emailVerified: true, profile: member });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.history.replaceState(null, '', '/');
    session = createSession(createApiClient({ baseUrl: probe.url }), { lastSignIn: store, onOnline });
    render(
      <>
        <OfflineNotice />
        <App client={createApiClient({ baseUrl: probe.url })} session={session} />
      </>,
      { reactStrictMode: true },
    );

    expect(await screen.findByText(uiText.signedInAs(member.email))).toBeTruthy();
    expect(screen.getByText(messages.offline)).toBeTruthy();
    const pay = (await screen.findByRole('button', { name: uiText.payWith(uiText.paypal) })) as HTMLButtonElement;
    // Unavailable (aria-disabled), yet reachable with Tab so its description is heard.
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    expect(pay.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(pay.getAttribute('aria-describedby')!)?.textContent).toBe(messages.paymentsNeedConnection);
    // No profile-read failure on show: the snapshot stands in for it.
    expect(screen.queryByText(messages.profileLoadFailed)).toBeNull();

    const back = await startTestServer(
      {
        'POST /auth/refresh': tokens('tok-1', true),
        'GET /api/me': { body: { data: member } },
        'GET /api/tiers': { body: { data: tiersAnswer() } },
      },
      { port },
    );
    server = back;
    setOnline(true);

    // Recovery is a refresh, a profile read and a tiers read: give a loaded machine more than the default wait (it once took over 5 s while a browser suite ran beside it).
    expect(await screen.findByRole('group', { name: uiText.tierLegend }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(messages.offline)).toBeNull());
    expect(screen.queryByText(messages.paymentsNeedConnection)).toBeNull();
    expect(session.getState()).toEqual({ status: 'signed-in', emailVerified: true, email: member.email });
    expect(back.callsTo('POST /auth/refresh')).toHaveLength(1);
    await waitFor(() => expect(back.callsTo('GET /api/me')[0]?.headers.authorization).toBe('Bearer tok-1'));
  });

  it('going offline with the tiers on show disables paying and says why', async () => {
    server = await startTestServer({
      'POST /auth/refresh': tokens('tok-1', true),
      'GET /api/me': { body: { data: member } },
      'GET /api/tiers': { body: { data: tiersAnswer() } },
    });
    window.history.replaceState(null, '', '/');
    session = createSession(createApiClient({ baseUrl: server.url }), { lastSignIn: createLastSignInStore(), onOnline });
    render(<App client={createApiClient({ baseUrl: server.url })} session={session} />);
    (await screen.findAllByRole('radio'))[0]!.click();
    const pay = () => screen.getByRole('button', { name: uiText.payWith(uiText.paypal) }) as HTMLButtonElement;
    await waitFor(() => expect(pay().hasAttribute('aria-disabled')).toBe(false));

    setOnline(false);
    expect(pay().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(messages.paymentsNeedConnection)).toBeTruthy();

    setOnline(true);
    expect(pay().hasAttribute('aria-disabled')).toBe(false);
    expect(screen.queryByText(messages.paymentsNeedConnection)).toBeNull();
  });

  it('a return from the payment provider waits for the network before capturing', async () => {
    const probe = await startTestServer();
    await probe.close();
    const port = Number(new URL(probe.url).port);
    const store = createLastSignInStore();
    store.write({ email: member.email, emailVerified: true, profile: member });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.history.replaceState(null, '', '/?payment=success&token=ORDER-1');
    session = createSession(createApiClient({ baseUrl: probe.url }), { lastSignIn: store, onOnline });
    render(<App client={createApiClient({ baseUrl: probe.url })} session={session} />);

    expect(await screen.findByText(uiText.signedInAs(member.email))).toBeTruthy();
    // A capture tried now would fail and drop the provider's ids from the address.
    expect(window.location.search).toBe('?payment=success&token=ORDER-1');

    const paid = profile({ paymentStatus: 'paid', membershipExpiry: new Date(Date.now() + 14 * 86_400_000).toISOString(), membershipActive: true });
    const back = await startTestServer(
      {
        'POST /auth/refresh': tokens('tok-1', true),
        'GET /api/me': { body: { data: paid } },
        'POST /api/payments/paypal/capture': { body: { data: { success: true, status: 'captured' } } },
      },
      { port },
    );
    server = back;
    setOnline(true);
    expect(await screen.findByText(messages.paymentSuccessful)).toBeTruthy();
    // The profile read may answer (paid) before the capture leaves: the capture still goes, once.
    await waitFor(() => expect(back.callsTo('POST /api/payments/paypal/capture')).toHaveLength(1));
    expect(back.callsTo('POST /api/payments/paypal/capture')[0]?.headers.authorization).toBe('Bearer tok-1');
  });
});
