import { messages } from '@guidepass/domain/messages';
import { Button } from '../components/ui/Button.tsx';
import { uiText } from '../config/missing-messages.ts';
import { useDismissal } from './dismissals.ts';
import { useInstallPrompt } from './install-prompt.ts';

/** Shown only once the browser has offered to install the app (Chromium's `beforeinstallprompt`). */
export function InstallOffer() {
  const { canInstall, install } = useInstallPrompt();
  const [dismissed, dismiss] = useDismissal('install');
  if (!canInstall || dismissed) return null;
  return (
    <section className="pwa-card" aria-label={uiText.installRegion}>
      <p className="pwa-card__text">{messages.installOffer}</p>
      <div className="pwa-card__actions">
        <Button onClick={() => void install()}>{uiText.install}</Button>
        <Button variant="secondary" onClick={dismiss}>
          {uiText.notNow}
        </Button>
      </div>
    </section>
  );
}
