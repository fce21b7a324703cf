import { deviceMessages } from '@guidepass/texts/en/device-messages';
import { useOnline } from '../lib/online.ts';
import './pwa.css';

/** Says plainly, while the device has no network, that the app is offline and what still works. */
export function OfflineNotice() {
  const online = useOnline();
  // An empty live region stays in the page, so that going offline is announced.
  return (
    <div role="status" className="pwa-offline">
      {online ? null : (
        <p className="pwa-offline__text">
          <span className="pwa-offline__dot" aria-hidden="true" />
          {deviceMessages.offline}
        </p>
      )}
    </div>
  );
}
