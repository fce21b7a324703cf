import { useState } from 'react';
import { messages } from '@guidepass/domain/messages';
import { paymentMethods, type PaymentMethod } from '@guidepass/domain/payment-providers';
import type { TierId } from '@guidepass/domain/tiers';
import { methodLabels } from '../../../config/missing-messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { useMarkBusy } from '../../../lib/busy.ts';
import { useAnnouncedMessage } from '../../../lib/use-announced-message.ts';
import { navigateTo } from '../../../lib/browser-address.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { startPayment } from '../api/start-payment.ts';
import { rememberPaymentChoice } from '../utils/payment-choice.ts';
import { tierNotChosen } from '../utils/payment-reasons.ts';
import { providerActions } from '../../../lib/providers/provider-list.ts';

interface StartOptions {
  tierId: TierId | null;
  method: PaymentMethod;
  /** The member's address: the choice is remembered for them alone. */
  email: string | null;
  /** Which providers are configured; an unavailable one is only swapped for one that is. */
  providers: Record<PaymentMethod, boolean> | null;
  /** Called when a provider turns out to be down and the other one should be offered instead. */
  switchMethod(method: PaymentMethod): void;
}

/** What a start call answers that matters here: where to send the browser, or why there is nowhere. */
interface StartAnswer {
  redirectUrl?: string;
  message?: string;
}

/**
 * Starts a payment and leaves for the provider's page; failures become the original's texts (section 8).
 * PayPal starts a subscription that renews weekly (product.md §8); every other provider a payment for these weeks
 * only, through the generic route (product.md §13).
 */
export function useStartPayment() {
  const session = useSession();
  const [starting, setStarting] = useState(false);
  // Pressing Pay again without a tier says so again, and is announced again.
  const [message, setMessage] = useAnnouncedMessage();
  // From the start call until the browser has left for the provider, a reload would lose the payment.
  useMarkBusy(starting);

  const start = async ({ tierId, method, email, providers, switchMethod }: StartOptions) => {
    if (!tierId) return setMessage(messages.selectTier, tierNotChosen);
    if (session.getState().status !== 'signed-in') return setMessage(messages.mustBeLoggedIn);
    if (!navigator.onLine) return setMessage(messages.paymentsNeedConnection);
    const label = methodLabels[method];
    setMessage(null);
    setStarting(true);
    try {
      // A provider with its own start (PayPal's subscription), else the generic route.
      const ownStart = providerActions(method).start;
      const answer: StartAnswer = ownStart ? await ownStart(session, { selectedTierId: tierId }) : await startPayment(session, method, { selectedTierId: tierId });
      if (!answer.redirectUrl) {
        setStarting(false);
        return setMessage(answer.message || messages.noRedirectUrl(label));
      }
      // Try Again on the cancelled view, and a later visit, come back to this choice.
      rememberPaymentChoice(email, tierId, method);
      // Stays "starting" while the browser leaves for the provider.
      navigateTo(answer.redirectUrl);
    } catch (error) {
      setStarting(false);
      // Too many starts, or too many open payments (product.md §15): the server's own words say what to do, and the
      // other provider would be refused too.
      if (error instanceof ApiError && error.status === 429) return setMessage(errorMessage(error), error.reason);
      const text = error instanceof Error ? error.message : '';
      const other = paymentMethods.find((m) => m !== method && (providers === null || providers[m]));
      // Down, or not configured here after all (asked by name): the other provider is offered instead.
      const down = error instanceof ApiError && (error.reason === 'provider-unavailable' || error.reason === 'payment-method-not-offered');
      if (other && down) {
        // The original's texts for PayPal and Yoco (section 8), each naming the provider offered instead.
        setMessage(messages.providerUnavailableTryOther(label, methodLabels[other]));
        switchMethod(other);
      } else {
        setMessage(messages.initiationFailed(text));
      }
    }
  };

  return { start, starting, message };
}
