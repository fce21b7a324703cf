import { vi } from 'vitest';

/**
 * Replaces window.location.assign (a full-page navigation jsdom cannot perform) with a mock; the rest of
 * window.location keeps working. jsdom's Location members cannot be redefined, so window.location itself
 * is swapped for a stand-in; vi.restoreAllMocks() puts the real one back.
 */
export function stubLocationAssign() {
  const real = window.location;
  const assign = vi.fn<(url: string | URL) => void>();
  // An empty target: a proxy of the real Location may not change its non-configurable members.
  const standIn = new Proxy({} as Location, {
    get(_target, key) {
      if (key === 'assign') return assign;
      const value: unknown = Reflect.get(real, key, real);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value;
    },
  });
  vi.spyOn(window, 'location', 'get').mockReturnValue(standIn);
  return assign;
}
