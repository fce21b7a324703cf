import { useSyncExternalStore } from 'react';

// The only module that touches the browser's address. There is no router: the view follows the path and
// query string. history.replaceState fires no event, so every change made here is announced to the subscribers.

const changeEvent = 'guidepass:locationchange';

// Where there is no browser (the build prerendering the first view), the address it renders at.
let addressWithoutBrowser = '/';

/** Sets the address the build's prerender renders at (there is no window there). */
export function renderAtAddress(address: string): void {
  addressWithoutBrowser = address;
}

function read(): string {
  if (typeof window === 'undefined') return addressWithoutBrowser;
  const { pathname, search } = window.location;
  return pathname + search;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(changeEvent, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(changeEvent, listener);
  };
}

/** The current path and query string, read once outside React (at start-up). */
export const currentAddress = read;

/** The current path and query string; app/location.ts parses it into what the app reads. */
export function useBrowserAddress(): string {
  // Hydrating the prerendered page reads the address the page was served at: the same.
  return useSyncExternalStore(subscribe, read, read);
}

/** Replaces the address without a reload (clears a consumed token or query string). */
export function replaceUrl(url: string): void {
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(changeEvent));
}

/** Leaves the app for a full-page navigation (the server's OAuth redirects). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** Loads the page again (the update prompt, once the new version controls it). */
export function reloadPage(): void {
  window.location.reload();
}
