import { StrictMode, useEffect } from 'react';
import type { ApiClient } from '../lib/api-client.ts';
import type { Session } from '../lib/session/session-types.ts';
import { releaseEarlySubmit } from '../prerender/early-submit.ts';
import { OfflineNotice } from '../pwa/OfflineNotice.tsx';
import { App } from './App.tsx';

/**
 * What #root holds: the same tree in the browser (main.tsx) and in the build's prerender of the first view
 * (prerender/render-first-view.tsx), so that the app hydrates the HTML it was sent. The PWA prompts have a root of their own.
 */
export function AppRoot({ client, session }: { client: ApiClient; session: Session }) {
  return (
    <StrictMode>
      <OfflineNotice />
      <App client={client} session={session} />
      <TakenOver />
    </StrictMode>
  );
}

/** Once the app has rendered (hydrated) the page, a submit held before it is made again. */
function TakenOver() {
  useEffect(releaseEarlySubmit, []);
  return null;
}
