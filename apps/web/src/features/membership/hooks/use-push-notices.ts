import { useCallback, useEffect, useRef, useState } from 'react';
import { pushReasons } from '@guidepass/domain/errors';
import { messages } from '@guidepass/domain/messages';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { getPushKey } from '../api/push-key.ts';
import { deletePushSubscription, savePushSubscription, type PushSubscriptionJson } from '../api/push-subscription.ts';
import { browserPushDevice, type PushDevice } from './push-device.ts';

export type PushNoticesState =
  | { status: 'checking' }
  | { status: 'unsupported' }
  | { status: 'ios-not-installed' }
  | { status: 'denied' }
  | { status: 'off'; problem?: string }
  | { status: 'on'; problem?: string }
  | { status: 'busy'; turning: 'on' | 'off' };

const asJson = (subscription: PushSubscription) => subscription.toJSON() as PushSubscriptionJson;

/**
 * Notices on this device (product.md §8, Web Push): whether this browser has a subscription, and turning it on
 * (permission asked on the tap, subscribed with the server's VAPID key, registered with PUT) or off (unsubscribed
 * here, then forgotten by the server). A subscription the server has for another account (a shared browser) is
 * replaced by a new one.
 */
export function usePushNotices(device: PushDevice = browserPushDevice) {
  const session = useSession();
  const [state, setState] = useState<PushNoticesState>({ status: 'checking' });
  const deviceRef = useRef(device);

  useEffect(() => {
    const current = deviceRef.current;
    const support = current.support();
    if (support !== 'supported') {
      setState({ status: support });
      return;
    }
    if (current.permission() === 'denied') {
      setState({ status: 'denied' });
      return;
    }
    let live = true;
    current.subscription().then(
      (subscription) => live && setState({ status: subscription && current.permission() === 'granted' ? 'on' : 'off' }),
      () => live && setState({ status: 'off' }),
    );
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    const current = deviceRef.current;
    setState({ status: 'busy', turning: 'on' });
    try {
      const permission = await current.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? { status: 'denied' } : { status: 'off' });
        return;
      }
      const { publicKey } = await getPushKey(session);
      let subscription = (await current.subscription()) ?? (await current.subscribe(publicKey));
      try {
        await savePushSubscription(session, asJson(subscription));
      } catch (error) {
        if (!(error instanceof ApiError && error.reason === pushReasons.endpointTaken)) throw error;
        // This browser's subscription is registered for someone else: a new one is this account's own.
        await subscription.unsubscribe();
        subscription = await current.subscribe(publicKey);
        await savePushSubscription(session, asJson(subscription));
      }
      setState({ status: 'on' });
    } catch (error) {
      setState({ status: 'off', problem: error instanceof ApiError ? errorMessage(error) : messages.pushFailed });
    }
  }, [session]);

  const turnOff = useCallback(async () => {
    const current = deviceRef.current;
    setState({ status: 'busy', turning: 'off' });
    try {
      const subscription = await current.subscription();
      if (subscription) {
        const { endpoint } = subscription;
        await subscription.unsubscribe();
        // Best effort: once unsubscribed here, the push service answers 410 and the worker forgets the device anyway.
        await deletePushSubscription(session, endpoint).catch(() => {});
      }
      setState({ status: 'off' });
    } catch (error) {
      setState({ status: 'on', problem: errorMessage(error) });
    }
  }, [session]);

  return { state, turnOn, turnOff };
}
