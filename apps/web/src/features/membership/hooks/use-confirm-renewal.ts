import { useEffect, useRef, useState } from 'react';
import { appAddresses } from '@guidepass/domain/app-addresses';
import { useSession } from '../../../lib/api-context.tsx';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { confirmRenewal } from '../../../lib/providers/renewing-provider.ts';

/**
 * Back from approving renewal at PayPal (`subscriptionId`): confirms it once, then puts My membership's own address
 * in place of PayPal's return. Answers whether it is still confirming, and a failure's text (renewal may still be
 * recorded by PayPal's own notification; the view reads the membership either way).
 */
export function useConfirmRenewal(subscriptionId: string | null): { confirming: boolean; failure: string | null } {
  const session = useSession();
  const [confirming, setConfirming] = useState(subscriptionId !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef<string | null>(null);

  useEffect(() => {
    // Once per subscription, whatever strict mode does with effects: a confirm holds a job at the server.
    if (subscriptionId === null || started.current === subscriptionId) return;
    started.current = subscriptionId;
    setConfirming(true);
    const finish = (text: string | null) => {
      setFailure(text);
      replaceUrl(appAddresses.membership);
      setConfirming(false);
    };
    confirmRenewal(session, subscriptionId).then(
      () => finish(null),
      (error: unknown) => finish(errorMessage(error)),
    );
  }, [session, subscriptionId]);

  return { confirming, failure };
}
