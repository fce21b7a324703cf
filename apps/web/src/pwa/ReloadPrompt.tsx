import { deviceMessages } from '@guidepass/texts/en/device-messages';
import { appText } from '@guidepass/texts/en/web/app-text';
import { Button } from '../components/ui/Button.tsx';
import { useBusy } from '../lib/busy.ts';
import { useUpdateOffer } from './use-update-offer.ts';

/**
 * Registers the service worker and, when a new version is waiting, offers to reload into it. The page is
 * never reloaded without the person pressing Reload, and the offer waits while a payment is under way.
 */
export function ReloadPrompt() {
  const busy = useBusy();
  const { needRefresh, dismiss, reload } = useUpdateOffer();

  // The live region stays in the page (empty when there is nothing to offer): screen readers announce a
  // change inside a region more reliably than a region that appears with its text.
  return (
    <div role="status" className="pwa-live">
      {needRefresh && !busy ? (
        <section className="pwa-card" aria-label={appText.updateRegion}>
          <p className="pwa-card__text">{deviceMessages.updateAvailable}</p>
          <div className="pwa-card__actions">
            <Button onClick={() => void reload()}>{appText.reload}</Button>
            <Button variant="secondary" onClick={dismiss}>
              {appText.later}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
