import { useCallback, useEffect, useState } from 'react';

// What a link brought, kept for this tab (sessionStorage) so that it outlives the address changing (sign-up, e-mail
// verification, the Google/Facebook round trip). Where the browser refuses storage (private mode), nothing is kept:
// the value then lives only as long as the address that carries it.

/** The value this tab keeps under `key`, if any. */
export function readTabValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` for this tab, or forgets it (`null`). */
export function keepTabValue(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused: see above.
  }
}

/** Keeps the value of the address (`fromAddress`) under `key`, else the one this tab kept earlier; forget() drops it. */
export function useTabValue(key: string, fromAddress: string | null): { value: string | null; forget(): void } {
  const [value, setValue] = useState<string | null>(() => fromAddress ?? readTabValue(key));

  useEffect(() => {
    if (fromAddress === null) return;
    keepTabValue(key, fromAddress);
    setValue(fromAddress);
  }, [key, fromAddress]);

  const forget = useCallback(() => {
    keepTabValue(key, null);
    setValue(null);
  }, [key]);

  return { value, forget };
}
