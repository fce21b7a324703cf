import { InstallOffer } from './InstallOffer.tsx';
import { IosInstallHint } from './IosInstallHint.tsx';
import { ReloadPrompt } from './ReloadPrompt.tsx';
import { useWorkerMayRegister } from './when-page-idle.ts';
import './pwa.css';

/**
 * The installed app's prompts. The update prompt floats at the bottom, where a thumb reaches it; the install offer
 * and the iOS hint sit in the page after its content, so they never cover a form or its button.
 */
export function PwaPrompts() {
  // The update prompt registers the service worker: on a first visit, once the visitor has acted (product.md §19).
  const mayRegister = useWorkerMayRegister();
  return (
    <>
      <div className="pwa-prompts">
        {mayRegister ? <ReloadPrompt /> : null}
      </div>
      <div className="pwa-offers">
        <InstallOffer />
        <IosInstallHint />
      </div>
    </>
  );
}
