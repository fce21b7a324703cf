import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { needsSessionFirst, parseLocation } from './app/location.ts';
import { apiBase } from './config/api-base.ts';
import { createApiClient } from './lib/api-client.ts';
import { currentAddress } from './lib/browser-address.ts';
import { browserStorage, createLastSignInStore } from './lib/session/last-sign-in.ts';
import { onOnline } from './lib/online.ts';
import { createSession } from './lib/session/create-session.ts';
import { listenForInstallPrompt } from './pwa/install-prompt.ts';
import { OfflineNotice } from './pwa/OfflineNotice.tsx';
import { PwaPrompts } from './pwa/PwaPrompts.tsx';
import './styles.css';

const client = createApiClient({ baseUrl: apiBase });
const session = createSession(client, {
  lastSignIn: createLastSignInStore(browserStorage()),
  onOnline,
  openSignedOutAtOnce: () => !needsSessionFirst(parseLocation(currentAddress())),
});
// Before the first render: the browser may offer the install early.
listenForInstallPrompt();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <OfflineNotice />
    <App client={client} session={session} />
    <PwaPrompts />
  </StrictMode>,
);
