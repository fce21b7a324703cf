import { messages } from '@guidepass/domain/messages';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { replaceUrl } from '../../../lib/location.ts';

/** Where PayPal's and Yoco's cancel (and Yoco's failure) addresses lead: /payment-cancel?… */
export function PaymentCancelledView({ declined }: { declined: boolean }) {
  return (
    <main className="view view--centered">
      <h1>{messages.paymentCancelled}</h1>
      <MessageArea message={declined ? messages.paymentDeclined : null} />
      <div className="actions">
        <Button onClick={() => replaceUrl('/')}>{uiText.tryAgain}</Button>
        <SignOutButton />
      </div>
    </main>
  );
}
