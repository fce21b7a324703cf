import { messages } from '@guidepass/domain/messages';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { OutcomeIcon } from '../../../components/ui/OutcomeIcon.tsx';
import { ViewLayout, ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { replaceUrl } from '../../../lib/browser-address.ts';

/** The membership is active: the guide opens from here, without the original's log out and in. */
export function PaymentSuccessView() {
  return (
    <ViewLayout centered>
      <div className="view__body">
        <OutcomeIcon kind="success" />
        <ViewTitle>{messages.paymentSuccessful}</ViewTitle>
        <p>{uiText.paymentSuccessDetail}</p>
      </div>
      <div className="actions actions--bottom">
        {/* Without the return's query string the app shows an active member the guide. */}
        <Button onClick={() => replaceUrl('/')}>{uiText.openGuide}</Button>
        <SignOutButton label={uiText.logOut} />
      </div>
    </ViewLayout>
  );
}
