import { useTabValue } from './tab-memory.ts';

// The reminder e-mail's renew link (`/?renew=1`), kept for this tab (sessionStorage `gp.renewIntent`): a Google or
// Facebook sign-in comes back to '/', so without it the member would land on the guide or the payment view instead
// of renewal. Kept until My membership opens on it.

export interface RememberedRenew {
  /** The reminder's link brought this tab here and My membership has not opened on it yet. */
  pending: boolean;
  /** My membership opened on it: dropped. */
  forget(): void;
}

/** Keeps the renew intent of the address (`fromAddress`), else the one this tab kept earlier. */
export function useRememberedRenew(fromAddress: boolean): RememberedRenew {
  const { value, forget } = useTabValue('gp.renewIntent', fromAddress ? '1' : null);
  return { pending: value !== null, forget };
}
