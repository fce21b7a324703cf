import { useEffect, useState } from 'react';
import { messages } from '@guidepass/domain/messages';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { OutcomeIcon } from '../../../components/ui/OutcomeIcon.tsx';
import { ViewLayout, ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { confirmPayment } from '../api/confirm-payment.ts';
import { confirmsByPaymentId } from '../utils/return-captures.ts';

type Outcome = 'asking' | 'declined' | 'expired' | 'cancelled' | 'unknown';

/**
 * How the attempt a provider sent back from ended, told apart (product.md §17): a provider that names our payment
 * (DPO's Back, Yoco's cancel) is asked through its generic confirm; declined is never "Payment Cancelled".
 */
function useOutcome(declined: boolean, attempt: { method: string | null; paymentId: string } | null): Outcome {
  const session = useSession();
  const ask = !declined && attempt !== null && confirmsByPaymentId(attempt.method);
  const [outcome, setOutcome] = useState<Outcome>(declined ? 'declined' : ask ? 'asking' : 'unknown');
  useEffect(() => {
    if (!ask || !attempt || !confirmsByPaymentId(attempt.method)) return;
    confirmPayment(session, attempt.method, attempt.paymentId).then(
      (answer) => setOutcome(answer.status === 'failed' ? 'declined' : answer.status === 'expired' ? 'expired' : 'cancelled'),
      () => setOutcome('unknown'),
    );
  }, [session, ask, attempt?.method, attempt?.paymentId]);
  return outcome;
}

/** Where the providers' cancel (and failure, and DPO's Back) addresses lead: /payment-cancel?… */
export function PaymentCancelledView({ declined, attempt = null }: { declined: boolean; attempt?: { method: string | null; paymentId: string } | null }) {
  const outcome = useOutcome(declined, attempt);
  const line = outcome === 'declined' ? messages.outcomeDeclined : outcome === 'expired' ? messages.outcomeExpired : outcome === 'cancelled' ? messages.outcomeCancelled : null;
  return (
    <ViewLayout centered>
      <div className="view__body">
        <OutcomeIcon kind="cancelled" />
        <ViewTitle>{outcome === 'declined' ? messages.outcomeDeclinedTitle : messages.paymentCancelled}</ViewTitle>
        {outcome === 'asking' ? <WaitMessage>{uiText.checkingPayment}</WaitMessage> : <MessageArea message={line} />}
      </div>
      <div className="actions actions--bottom">
        <Button onClick={() => replaceUrl('/')}>{uiText.tryAgain}</Button>
        <SignOutButton />
      </div>
    </ViewLayout>
  );
}
