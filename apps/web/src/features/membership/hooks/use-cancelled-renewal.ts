import { useEffect, useState } from 'react';
import { appAddresses } from '@guidepass/domain/app-addresses';
import { replaceUrl } from '../../../lib/browser-address.ts';

/**
 * Back from cancelling renewal's approval at PayPal (`cancelled`): puts My membership's own address in place of
 * PayPal's cancel return, once. Answers whether to say renewal was not turned on (for as long as the view stays).
 */
export function useCancelledRenewal(cancelled: boolean): boolean {
  const [said, setSaid] = useState(cancelled);

  useEffect(() => {
    if (!cancelled) return;
    setSaid(true);
    replaceUrl(appAddresses.membership);
  }, [cancelled]);

  return said;
}
