import { useCallback, useEffect, useState } from 'react';

// The salesperson invite a link (`/?claim=TOKEN`) brought, kept for this tab (sessionStorage `gp.claimToken`): it
// outlives the address changing (sign-up, e-mail verification, the Google/Facebook round trip) until it is used.

const key = 'gp.claimToken';

function read(): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(token: string | null): void {
  try {
    if (token === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, token);
  } catch {
    // Storage refused (private mode): the token then lives only as long as the address that carries it.
  }
}

export interface RememberedClaim {
  /** The invite waiting to be claimed, if any. */
  token: string | null;
  /** Drops the invite: claimed, or refused for good. */
  forget(): void;
}

/** Keeps the invite of the address (`fromAddress`), else the one this tab kept earlier. */
export function useRememberedClaim(fromAddress: string | null): RememberedClaim {
  const [token, setToken] = useState<string | null>(() => fromAddress ?? read());

  useEffect(() => {
    if (fromAddress === null) return;
    write(fromAddress);
    setToken(fromAddress);
  }, [fromAddress]);

  const forget = useCallback(() => {
    write(null);
    setToken(null);
  }, []);

  return { token, forget };
}
