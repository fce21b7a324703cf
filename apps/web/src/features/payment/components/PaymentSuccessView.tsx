import { messages } from '@guidepass/domain/messages';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { OutcomeIcon } from '../../../components/ui/OutcomeIcon.tsx';
import { ViewLayout, ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { uiText } from '../../../config/missing-messages.ts';

export function PaymentSuccessView() {
  return (
    <ViewLayout centered>
      <div className="view__body">
        <OutcomeIcon kind="success" />
        <ViewTitle>{messages.paymentSuccessful}</ViewTitle>
        <p>{uiText.paymentSuccessDetail}</p>
      </div>
      <div className="actions actions--bottom">
        <SignOutButton label={uiText.logOut} variant="primary" />
      </div>
    </ViewLayout>
  );
}
