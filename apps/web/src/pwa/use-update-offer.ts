import { useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { reloadPage } from '../lib/browser-address.ts';

// Browsers look for a new service worker on navigations and once a day; an installed app can stay open
// for longer than that, so it also asks every hour while online.
const updateCheckMs = 60 * 60 * 1000;

export interface UpdateOffer {
  /** A new version is waiting. */
  needRefresh: boolean;
  dismiss(): void;
  /** Lets the new version take control, then reloads into it. */
  reload(): Promise<void>;
}

/** Registers the service worker and tells when a new version waits; never reloads unasked. */
export function useUpdateOffer(): UpdateOffer {
  const reloading = useRef(false);
  const showAgain = useRef<(show: boolean) => void>(() => {});

  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) registration.update().catch(() => {});
      }, updateCheckMs);
    },
    // The new version took control: Reload was pressed here (the page is reloading already) or in another
    // tab. This page then still runs the old version, so the offer stays instead of a reload unasked.
    onNeedReload() {
      if (!reloading.current) showAgain.current(true);
    },
  });
  showAgain.current = setNeedRefresh;

  const reloadNow = () => {
    reloading.current = true;
    reloadPage();
  };

  const reload = async () => {
    setNeedRefresh(false);
    const container = navigator.serviceWorker;
    const registration = await container?.getRegistration();
    // Nothing waits any more: another tab already let the new version take control.
    if (!container || !registration?.waiting) return reloadNow();
    // Reload once the new version controls the page. The browser's own event, because workbox-window
    // reports it as an update only on pages that were already controlled when they loaded.
    reloading.current = true;
    container.addEventListener('controllerchange', reloadNow, { once: true });
    await updateServiceWorker(true);
  };

  return { needRefresh, dismiss: () => setNeedRefresh(false), reload };
}
