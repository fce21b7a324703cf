import { useSyncExternalStore } from 'react';

// Chromium fires `beforeinstallprompt` once the app is installable. Holding on to the event (and calling
// preventDefault, which keeps the browser's own mini-infobar away) lets the app offer an install button
// and open the browser's install dialog from it.

/** The non-standard event Chromium browsers fire (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Starts listening for the install offer. main.tsx calls it before the first render, as the event may come
 * early; calling it again does nothing.
 */
export function listenForInstallPrompt(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listenForInstallPrompt();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const canInstall = () => deferred !== null;

/** Whether the browser offered to install the app, and a way to open its install dialog. */
export function useInstallPrompt(): { canInstall: boolean; install(): Promise<'accepted' | 'dismissed' | 'unavailable'> } {
  return { canInstall: useSyncExternalStore(subscribe, canInstall, () => false), install };
}

async function install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  // An event can open the dialog once only.
  deferred = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}
