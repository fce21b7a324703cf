import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/AppRoot.tsx';
import { runEffectsBeforePaint } from './app/effects-before-paint.ts';
import { loadSignedInViews } from './app/load-signed-in-views.ts';
import { needsSessionFirst, parseLocation } from './app/location.ts';
import { apiBase } from './config/api-base.ts';
import { createApiClient } from './lib/api-client.ts';
import { currentAddress } from './lib/browser-address.ts';
import { browserStorage, createLastSignInStore } from './lib/session/last-sign-in.ts';
import { onOnline } from './lib/online.ts';
import { createSession } from './lib/session/create-session.ts';
import { listenForInstallPrompt } from './pwa/install-prompt.ts';
import { holdWorkerUntilFirstAction, whenPageIdle, whenWorkerMayRegister } from './pwa/when-page-idle.ts';
import { matchesPrerenderedPage } from './prerender/matches-prerendered-page.ts';
import './styles.css';

runEffectsBeforePaint();
const client = createApiClient({ baseUrl: apiBase });
const session = createSession(client, {
  lastSignIn: createLastSignInStore(browserStorage()),
  onOnline,
  openSignedOutAtOnce: () => !needsSessionFirst(parseLocation(currentAddress())),
});
// Before the first render: a first visit is signed out at once, as the page was prerendered (the app restores once).
void session.restore();
// A returning member or a provider's return reads the session first: the signed-in views' code loads beside that read.
if (session.getState().status !== 'signed-out') void loadSignedInViews();
// Before the first render: the browser may offer the install early.
listenForInstallPrompt();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = <AppRoot client={client} session={session} />;
// The prerendered sign-up form (product.md §19) is taken over as it is, typing included, when the app's first render
// is that form; anything else (a member signing back in, an e-mail link…) renders in its place.
const firstVisit = matchesPrerenderedPage(root, session);
if (firstVisit) hydrateRoot(root, app);
else createRoot(root).render(app);
// A first visit (no worker controls the page yet): the worker waits for the visitor's first tap or key.
if (firstVisit && !navigator.serviceWorker?.controller) holdWorkerUntilFirstAction();

// The prompts register the service worker: not before the form is usable and the page idle, on a first visit not
// before the visitor's first action either (product.md §19); their code loads then too, as do the signed-in views'.
whenPageIdle(async () => {
  // Anyone may sign in from here: the signed-in views are then waiting already (on a first visit, from its first
  // action on, as the worker: nothing more before it).
  whenWorkerMayRegister(() => void loadSignedInViews());
  const { PwaPrompts } = await import('./pwa/PwaPrompts.tsx');
  const prompts = document.createElement('div');
  document.body.append(prompts);
  createRoot(prompts).render(
    <StrictMode>
      <PwaPrompts />
    </StrictMode>,
  );
});
