import { messages } from '@guidepass/domain/messages';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { OutcomeIcon } from '../../../components/ui/OutcomeIcon.tsx';
import { ViewLayout, ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { replaceUrl } from '../../../lib/browser-address.ts';

/** Where PayPal's and Yoco's cancel (and Yoco's failure) addresses lead: /payment-cancel?… */
export function PaymentCancelledView({ declined }: { declined: boolean }) {
  return (
    <ViewLayout centered>
      <div className="view__body">
        <OutcomeIcon kind="cancelled" />
        <ViewTitle>{messages.paymentCancelled}</ViewTitle>
        <MessageArea message={declined ? messages.paymentDeclined : null} />
      </div>
      <div className="actions actions--bottom">
        <Button onClick={() => replaceUrl('/')}>{uiText.tryAgain}</Button>
        <SignOutButton />
      </div>
    </ViewLayout>
  );
}
