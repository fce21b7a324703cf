import { messages } from '@guidepass/domain/messages';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { OutcomeIcon } from '../../../components/ui/OutcomeIcon.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import { ViewLayout, ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { useOpenGuideSoon } from '../hooks/use-open-guide-soon.ts';

// Without the return's query string the app shows an active member the guide.
const openGuide = () => replaceUrl('/');

/**
 * The membership is active: paid means open (product.md §14). The guide opens by itself in a moment, or at once
 * from its button; the original's "log out and log in again" does not apply here.
 */
export function PaymentSuccessView({ openGuideAfterMs }: { openGuideAfterMs?: number | undefined }) {
  const opening = useOpenGuideSoon(openGuide, openGuideAfterMs);
  return (
    <ViewLayout centered>
      <div className="view__body">
        <OutcomeIcon kind="success" />
        <ViewTitle className="view__title--success">{messages.paymentSuccessful}</ViewTitle>
        <SuccessMessage message={opening ? uiText.paymentSuccessOpening : uiText.paymentSuccessActive} />
      </div>
      <div className="actions actions--bottom">
        <Button onClick={openGuide}>{uiText.openGuide}</Button>
        <SignOutButton label={uiText.logOut} />
      </div>
    </ViewLayout>
  );
}
