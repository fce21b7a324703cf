import { messages } from '@guidepass/domain/messages';
import { Button } from '../../../components/ui/Button.tsx';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { replaceUrl } from '../../../lib/location.ts';

export function PaymentCancelledView() {
  return (
    <main className="view view--centered">
      <h1>{messages.paymentCancelled}</h1>
      <div className="actions">
        <Button onClick={() => replaceUrl('/')}>{uiText.tryAgain}</Button>
        <SignOutButton />
      </div>
    </main>
  );
}
