import { deviceMessages } from '@guidepass/texts/en/device-messages';
import { appText } from '@guidepass/texts/en/web/app-text';
import { useState } from 'react';
import { Button } from '../components/ui/Button.tsx';
import { useDismissal } from './dismissals.ts';
import { currentEnvironment, isIosSafariTab } from './install-hint.ts';

/** Safari on iOS has no install prompt: this says where Add to Home Screen is, until dismissed. */
export function IosInstallHint() {
  const [applies] = useState(() => isIosSafariTab(currentEnvironment()));
  const [dismissed, dismiss] = useDismissal('ios-install-hint');
  if (!applies || dismissed) return null;
  return (
    <section className="pwa-card" aria-label={appText.installRegion}>
      <p className="pwa-card__text">
        <ShareIcon /> {deviceMessages.iosInstallHint}
      </p>
      <div className="pwa-card__actions">
        <Button variant="secondary" onClick={dismiss}>
          {appText.dismiss}
        </Button>
      </div>
    </section>
  );
}

// Safari's Share symbol (a box with an arrow out of it), so the button is recognisable; the text names it.
function ShareIcon() {
  return (
    <svg className="pwa-card__icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M10 2v10M6.5 5.5 10 2l3.5 3.5M6 8H4.5v9.5h11V8H14" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
