import { useTabValue } from './tab-memory.ts';

// The salesperson invite a link (`/?claim=TOKEN`) brought, kept for this tab (sessionStorage `gp.claimToken`) until
// it is used.

export interface RememberedClaim {
  /** The invite waiting to be claimed, if any. */
  token: string | null;
  /** Drops the invite: claimed, or refused for good. */
  forget(): void;
}

/** Keeps the invite of the address (`fromAddress`), else the one this tab kept earlier. */
export function useRememberedClaim(fromAddress: string | null): RememberedClaim {
  const { value, forget } = useTabValue('gp.claimToken', fromAddress);
  return { token: value, forget };
}
