import { useEffect, useRef } from 'react';
import type { SessionState } from '../../../lib/session/session-types.ts';
import { browserPushDevice, type PushDevice } from './push-device.ts';

/**
 * Signed out after being signed in (Sign Out, or the session ended), this browser's push subscription is dropped: the
 * next person here must not see the last one's notices. Unsubscribed at the push service, the worker's next push to
 * it is answered 410 and the server forgets the device. A page that opens signed out changes nothing.
 */
export function useForgetPushAtSignOut(status: SessionState['status'], device: PushDevice = browserPushDevice): void {
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (status === 'signed-in') wasSignedIn.current = true;
    if (status !== 'signed-out' || !wasSignedIn.current) return;
    wasSignedIn.current = false;
    if (device.support() !== 'supported' || device.permission() !== 'granted') return;
    void device
      .subscription()
      .then((subscription) => subscription?.unsubscribe())
      .catch(() => {});
  }, [status, device]);
}
