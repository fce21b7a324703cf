import { useSyncExternalStore } from 'react';

// navigator.onLine only knows whether the device has a network at all: false means certainly offline,
// true means "maybe". So it decides what to disable and say, and failed requests are still handled.

/** Calls `listener` whenever the browser reports the network is back; returns the unsubscribe. */
export function onOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

/** Whether the browser has a network connection, following the online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
