import { deviceMessages } from '@guidepass/texts/en/device-messages';
import { appText } from '@guidepass/texts/en/web/app-text';
import { Button } from '../components/ui/Button.tsx';
import { useDismissal } from './dismissals.ts';
import { useInstallPrompt } from './install-prompt.ts';

/** Shown only once the browser has offered to install the app (Chromium's `beforeinstallprompt`). */
export function InstallOffer() {
  const { canInstall, install } = useInstallPrompt();
  const [dismissed, dismiss] = useDismissal('install');
  if (!canInstall || dismissed) return null;
  return (
    <section className="pwa-card" aria-label={appText.installRegion}>
      <p className="pwa-card__text">{deviceMessages.installOffer}</p>
      <div className="pwa-card__actions">
        <Button onClick={() => void install()}>{appText.install}</Button>
        <Button variant="secondary" onClick={dismiss}>
          {appText.notNow}
        </Button>
      </div>
    </section>
  );
}
