import { isPaymentMethod, type PaymentMethod } from '@guidepass/domain/payment-providers';
import { useTabValue } from './tab-memory.ts';

// The reminder e-mail's renew link (`/?renew=1`, with the way the member paid last: `&method=yoco`), kept for this
// tab (sessionStorage `gp.renewIntent`: the method, or '1' without one): a Google or Facebook sign-in comes back to
// '/', so without it the member would land on the guide or the payment view instead of renewal. Kept until My
// membership opens on it.

export interface RememberedRenew {
  /** The reminder's link brought this tab here and My membership has not opened on it yet. */
  pending: boolean;
  /** The way of paying the link named, to preselect; null when it named none. */
  method: PaymentMethod | null;
  /** My membership opened on it: dropped. */
  forget(): void;
}

/** Keeps the renew intent of the address (`fromAddress`, with its `method`), else the one this tab kept earlier. */
export function useRememberedRenew(fromAddress: boolean, method: PaymentMethod | null = null): RememberedRenew {
  const { value, forget } = useTabValue('gp.renewIntent', fromAddress ? (method ?? '1') : null);
  return { pending: value !== null, method: isPaymentMethod(value) ? value : null, forget };
}
