import { useEffect, useState } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

// Stands in for `virtual:pwa-register/react` (which only exists inside a Vite build with vite-plugin-pwa):
// vitest.config.ts points the import here. Tests play the service worker's part through `fakeServiceWorker`,
// which also puts a minimal navigator.serviceWorker in place (jsdom has none).

interface Mounted {
  options: RegisterSWOptions;
  setNeedRefresh(value: boolean): void;
}

const mounted = new Set<Mounted>();

class FakeContainer extends EventTarget {
  waiting: object | null = null;
  async getRegistration() {
    return { waiting: this.waiting };
  }
}

let container = new FakeContainer();

export const fakeServiceWorker = {
  /** Every updateServiceWorker(reload) call, in order. */
  updateCalls: [] as boolean[],
  /** Puts a fresh navigator.serviceWorker in place. */
  install() {
    container = new FakeContainer();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    this.updateCalls.length = 0;
  },
  /** A new version finished installing and is waiting (workbox-window's `waiting`). */
  announceUpdate() {
    container.waiting = {};
    for (const hook of mounted) {
      hook.setNeedRefresh(true);
      hook.options.onNeedRefresh?.();
    }
  },
  /**
   * The waiting version took control of the page (after SKIP_WAITING, from this tab or another): the
   * browser's `controllerchange`, and workbox-window's `controlling` for a page controlled since it loaded.
   */
  takeControl() {
    container.waiting = null;
    container.dispatchEvent(new Event('controllerchange'));
    for (const hook of mounted) hook.options.onNeedReload?.();
  },
};

export function useRegisterSW(options: RegisterSWOptions = {}) {
  const needRefresh = useState(false);
  const offlineReady = useState(false);
  const setNeedRefresh = needRefresh[1];
  useEffect(() => {
    const hook = { options, setNeedRefresh };
    mounted.add(hook);
    return () => void mounted.delete(hook);
  });
  return {
    needRefresh,
    offlineReady,
    updateServiceWorker: async (reload?: boolean) => {
      fakeServiceWorker.updateCalls.push(reload ?? true);
    },
  };
}
