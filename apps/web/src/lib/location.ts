import { useSyncExternalStore } from 'react';

// There is no router: the view follows the path and query string. history.replaceState fires no event,
// so every change made here is announced to the subscribers.

export interface AppLocation {
  pathname: string;
  search: string;
}

const changeEvent = 'guidepass:locationchange';
let current: AppLocation | undefined;

function read(): AppLocation {
  const { pathname, search } = window.location;
  if (current?.pathname !== pathname || current.search !== search) current = { pathname, search };
  return current;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(changeEvent, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(changeEvent, listener);
  };
}

export function useLocation(): AppLocation {
  return useSyncExternalStore(subscribe, read);
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
