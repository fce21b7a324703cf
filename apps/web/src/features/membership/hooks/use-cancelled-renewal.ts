import { useEffect, useRef, useState } from 'react';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { membershipAddress } from '../membership-address.ts';

/**
 * Back from cancelling renewal's approval at PayPal (`cancelled`): puts My membership's own address in place of
 * PayPal's cancel return and calls `onSettled`, once. Answers whether to say renewal was not turned on (for as long
 * as the view stays).
 */
export function useCancelledRenewal(cancelled: boolean, onSettled: () => void): boolean {
  const [said, setSaid] = useState(cancelled);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    if (!cancelled) return;
    setSaid(true);
    // The address first: with the cancel gone from both, the app must still be on this view.
    replaceUrl(membershipAddress);
    settled.current();
  }, [cancelled]);

  return said;
}
