import { useState } from 'react';
import { messages } from '@guidepass/domain/messages';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { useSession } from '../../../lib/api-context.tsx';
import { useMarkBusy } from '../../../lib/busy.ts';
import { navigateTo } from '../../../lib/browser-address.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAnnouncedMessage } from '../../../lib/use-announced-message.ts';
import { renewMembership } from '../api/renew-membership.ts';
import { turnOffAutoRenew } from '../api/turn-off-auto-renew.ts';
import { turnOnAutoRenew } from '../api/turn-on-auto-renew.ts';

export type MembershipAction = 'turn-off' | 'turn-on' | 'renew';

/**
 * Turning PayPal renewal off (then `onChanged` reads the membership again) and on, and Renew now; the last two leave
 * for the provider's page and stay busy while the browser goes. A failure is the server's own message.
 */
export function useMembershipActions(onChanged: () => void) {
  const session = useSession();
  const [busy, setBusy] = useState<MembershipAction | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);
  const [error, setError] = useAnnouncedMessage();
  // Until the browser has left for PayPal or Yoco, a reload would lose what was started.
  useMarkBusy(busy === 'turn-on' || busy === 'renew');

  const run = async (action: MembershipAction, work: () => Promise<string | null>) => {
    if (!navigator.onLine) return setError(messages.paymentsNeedConnection);
    setError(null);
    setTurnedOff(false);
    setBusy(action);
    try {
      const redirectUrl = await work();
      if (redirectUrl === null) {
        setBusy(null);
        return;
      }
      navigateTo(redirectUrl);
    } catch (failure) {
      setBusy(null);
      setError(errorMessage(failure));
    }
  };

  return {
    busy,
    error,
    /** Set once renewal was turned off here, until the next action. */
    turnedOff,
    turnOff: () =>
      run('turn-off', async () => {
        await turnOffAutoRenew(session);
        setTurnedOff(true);
        onChanged();
        return null;
      }),
    turnOn: () =>
      run('turn-on', async () => {
        // PayPal sends the browser back to My membership (app-addresses: renewalApproved, renewalCancelled).
        return (await turnOnAutoRenew(session)).redirectUrl;
      }),
    renew: (provider: PaymentMethod) => run('renew', async () => (await renewMembership(session, provider)).redirectUrl),
  };
}
