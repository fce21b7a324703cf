import { messages } from '@guidepass/domain/messages';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { uiText } from '../../../config/missing-messages.ts';

export function PaymentSuccessView() {
  return (
    <main className="view view--centered">
      <h1>{messages.paymentSuccessful}</h1>
      <p>{uiText.paymentSuccessDetail}</p>
      <div className="actions">
        <SignOutButton label={uiText.logOut} />
      </div>
    </main>
  );
}
