import { currentEnvironment, isIosSafariTab } from '../../../pwa/install-hint.ts';

/** What this browser can do about push notices before anything is asked. */
export type PushSupport = 'supported' | 'unsupported' | 'ios-not-installed';

/** The browser's side of push, as the hook needs it (the real one is `browserPushDevice`; tests give their own). */
export interface PushDevice {
  support(): PushSupport;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** This browser's current subscription at its push service, if any. */
  subscription(): Promise<PushSubscription | null>;
  subscribe(applicationServerKey: string): Promise<PushSubscription>;
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The real browser: the service worker's pushManager and the Notification permission. */
export const browserPushDevice: PushDevice = {
  support() {
    // Safari on iOS shows pushes only from the app on the home screen (16.4+); in a tab PushManager is not there.
    if (isIosSafariTab(currentEnvironment())) return 'ios-not-installed';
    const supported = 'serviceWorker' in navigator && typeof window.PushManager === 'function' && typeof window.Notification === 'function';
    return supported ? 'supported' : 'unsupported';
  },
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async subscription() {
    const registration = await navigator.serviceWorker.ready;
    return registration.pushManager.getSubscription();
  },
  async subscribe(applicationServerKey) {
    const registration = await navigator.serviceWorker.ready;
    return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(applicationServerKey) });
  },
};
