import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { messages } from '@guidepass/domain/messages';
import { createApiClient } from '../../../lib/api-client.ts';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { createSession } from '../../../lib/session/create-session.ts';
import { failure } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';
import type { PushDevice, PushSupport } from '../hooks/push-device.ts';
import { PushNotices } from './PushNotices.tsx';

const publicKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

const server = useAppServer((server) => {
  server.on('GET /api/push/key', { body: { data: { publicKey } } });
  server.on('PUT /api/push/subscriptions', (request) => ({ body: { data: { endpoint: (request.body as { endpoint: string }).endpoint } } }));
  server.on('DELETE /api/push/subscriptions', (request) => ({ body: { data: { endpoint: (request.body as { endpoint: string }).endpoint } } }));
});

/** A browser's push side in memory: what it was asked, and subscriptions numbered as they are made. */
function fakeDevice(options: { support?: PushSupport; permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  const log: string[] = [];
  let permission = options.permission ?? 'default';
  let made = 0;
  const newSubscription = () => {
    made += 1;
    const endpoint = `https://fcm.googleapis.com/fcm/send/device-${made}`;
    const subscription = {
      endpoint,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `p256dh-${made}`, auth: `auth-${made}` } }),
      unsubscribe: async () => {
        log.push(`unsubscribe ${endpoint}`);
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    return subscription;
  };
  let current: PushSubscription | null = options.subscribed ? newSubscription() : null;
  const device: PushDevice = {
    support: () => options.support ?? 'supported',
    permission: () => permission,
    requestPermission: async () => {
      log.push('ask permission');
      permission = options.answer ?? 'granted';
      return permission;
    },
    subscription: async () => current,
    subscribe: async (key) => {
      log.push(`subscribe with ${key}`);
      current = newSubscription();
      return current;
    },
  };
  return { device, log };
}

function renderNotices(device: PushDevice) {
  const client = createApiClient({ baseUrl: server.url });
  const session = createSession(client);
  session.signIn({ accessToken: 'tok-1', expiresIn: 3600, emailVerified: true }, 'neo@example.com');
  render(
    <ApiProvider client={client} session={session}>
      <PushNotices device={device} />
    </ApiProvider>,
  );
  return { user: userEvent.setup(), session };
}

describe('Notifications on this device', () => {
  it('turns on with a tap: asks permission, subscribes with the server key and registers this device', async () => {
    const { device, log } = fakeDevice();
    const { user } = renderNotices(device);
    expect(await screen.findByText(messages.pushOff)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.pushTurnOn }));
    expect(await screen.findByText(messages.pushOn)).toBeTruthy();
    expect(log).toEqual(['ask permission', `subscribe with ${publicKey}`]);
    const [put] = server.callsTo('PUT /api/push/subscriptions');
    expect(put?.body).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', expirationTime: null, keys: { p256dh: 'p256dh-1', auth: 'auth-1' } });
    expect(put?.headers.authorization).toBe('Bearer tok-1');

    await user.click(screen.getByRole('button', { name: messages.pushTurnOff }));
    expect(await screen.findByText(messages.pushOff)).toBeTruthy();
    expect(log.at(-1)).toBe('unsubscribe https://fcm.googleapis.com/fcm/send/device-1');
    expect(server.callsTo('DELETE /api/push/subscriptions').map((r) => r.body)).toEqual([{ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' }]);
  });

  it('shows on where this browser is subscribed and allowed', async () => {
    const { device } = fakeDevice({ permission: 'granted', subscribed: true });
    renderNotices(device);
    expect(await screen.findByText(messages.pushOn)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.pushTurnOff })).toBeTruthy();
  });

  it('says how to allow notifications when the browser blocks them, now or when asked', async () => {
    renderNotices(fakeDevice({ permission: 'denied' }).device);
    expect(await screen.findByText(messages.pushDenied)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('refused at the prompt: nothing is subscribed or sent', async () => {
    const { device, log } = fakeDevice({ answer: 'denied' });
    const { user } = renderNotices(device);
    await user.click(await screen.findByRole('button', { name: messages.pushTurnOn }));
    expect(await screen.findByText(messages.pushDenied)).toBeTruthy();
    expect(log).toEqual(['ask permission']);
    expect(server.callsTo('PUT /api/push/subscriptions')).toEqual([]);
  });

  it("a browser registered for another account gets a subscription of this account's own", async () => {
    let puts = 0;
    server.on('PUT /api/push/subscriptions', (request) =>
      ++puts === 1 ? failure(409, 'aborted', messages.pushEndpointTaken, 'push-endpoint-taken') : { body: { data: { endpoint: (request.body as { endpoint: string }).endpoint } } },
    );
    const { device, log } = fakeDevice({ permission: 'granted', subscribed: true });
    const { user } = renderNotices(device);
    await screen.findByText(messages.pushOn);
    // On at the browser, but the server says this endpoint is someone else's: turning on again replaces it.
    await user.click(screen.getByRole('button', { name: messages.pushTurnOff }));
    await user.click(await screen.findByRole('button', { name: messages.pushTurnOn }));
    await screen.findByText(messages.pushOn);
    expect(server.callsTo('PUT /api/push/subscriptions').map((r) => (r.body as { endpoint: string }).endpoint)).toEqual([
      'https://fcm.googleapis.com/fcm/send/device-2',
      'https://fcm.googleapis.com/fcm/send/device-3',
    ]);
    expect(log).toContain('unsubscribe https://fcm.googleapis.com/fcm/send/device-2');
  });

  it('says what to do where it cannot be turned on: an iPhone tab, or no push in this browser', async () => {
    renderNotices(fakeDevice({ support: 'ios-not-installed' }).device);
    expect(await screen.findByText(messages.pushIosInstallFirst)).toBeTruthy();
    renderNotices(fakeDevice({ support: 'unsupported' }).device);
    expect(await screen.findByText(messages.pushUnsupported)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a failed registration leaves it off and says so', async () => {
    server.on('PUT /api/push/subscriptions', failure(400, 'invalid-argument', messages.pushEndpointNotAllowed, 'push-endpoint-not-allowed'));
    const { user } = renderNotices(fakeDevice().device);
    await user.click(await screen.findByRole('button', { name: messages.pushTurnOn }));
    await waitFor(() => expect(screen.getByText(messages.pushEndpointNotAllowed)).toBeTruthy());
    expect(screen.getByText(messages.pushOff)).toBeTruthy();
  });
});
