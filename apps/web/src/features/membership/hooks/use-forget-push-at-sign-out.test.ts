import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { SessionState } from '../../../lib/session/session-types.ts';
import type { PushDevice } from './push-device.ts';
import { useForgetPushAtSignOut } from './use-forget-push-at-sign-out.ts';

function subscribedDevice() {
  const log: string[] = [];
  const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', unsubscribe: async () => log.push('unsubscribe') > 0 } as unknown as PushSubscription;
  const device: PushDevice = {
    support: () => 'supported',
    permission: () => 'granted',
    requestPermission: async () => 'granted',
    subscription: async () => subscription,
    subscribe: async () => subscription,
  };
  return { device, log };
}

describe('push at sign-out', () => {
  it('signing out drops this browser subscription', async () => {
    const { device, log } = subscribedDevice();
    const { rerender } = renderHook(({ status }) => useForgetPushAtSignOut(status, device), { initialProps: { status: 'signed-in' as SessionState['status'] } });
    expect(log).toEqual([]);
    rerender({ status: 'signed-out' });
    await waitFor(() => expect(log).toEqual(['unsubscribe']));
  });

  it('a page that opens signed out keeps it (nobody signed out here)', async () => {
    const { device, log } = subscribedDevice();
    const { rerender } = renderHook(({ status }) => useForgetPushAtSignOut(status, device), { initialProps: { status: 'loading' as SessionState['status'] } });
    rerender({ status: 'signed-out' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual([]);
  });
});
