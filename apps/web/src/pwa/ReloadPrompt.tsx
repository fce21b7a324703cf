import { useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { messages } from '@guidepass/domain/messages';
import { Button } from '../components/ui/Button.tsx';
import { uiText } from '../config/missing-messages.ts';
import { useBusy } from '../lib/busy.ts';

// Browsers look for a new service worker on navigations and once a day; an installed app can stay open
// for longer than that, so it also asks every hour while online.
const updateCheckMs = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version is waiting, offers to reload into it. The page is
 * never reloaded without the person pressing Reload, and the offer waits while a payment is under way.
 */
export function ReloadPrompt() {
  const busy = useBusy();
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

  const reloadPage = () => {
    reloading.current = true;
    window.location.reload();
  };

  const reload = async () => {
    setNeedRefresh(false);
    const container = navigator.serviceWorker;
    const registration = await container?.getRegistration();
    // Nothing waits any more: another tab already let the new version take control.
    if (!container || !registration?.waiting) return reloadPage();
    // Reload once the new version controls the page. The browser's own event, because workbox-window
    // reports it as an update only on pages that were already controlled when they loaded.
    reloading.current = true;
    container.addEventListener('controllerchange', reloadPage, { once: true });
    await updateServiceWorker(true);
  };

  // The live region stays in the page (empty when there is nothing to offer): screen readers announce a
  // change inside a region more reliably than a region that appears with its text.
  return (
    <div role="status" className="pwa-live">
      {needRefresh && !busy ? (
        <section className="pwa-card" aria-label={uiText.updateRegion}>
          <p className="pwa-card__text">{messages.updateAvailable}</p>
          <div className="pwa-card__actions">
            <Button onClick={() => void reload()}>{uiText.reload}</Button>
            <Button variant="secondary" onClick={() => setNeedRefresh(false)}>
              {uiText.later}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
