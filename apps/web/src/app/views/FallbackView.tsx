import { messages } from '@guidepass/domain/messages';
import { SignOutButton } from '../../components/SignOutButton.tsx';
import { ViewLayout, ViewTitle } from '../../components/ui/ViewLayout.tsx';

export function FallbackView() {
  return (
    <ViewLayout centered>
      <div className="view__body" role="alert">
        <ViewTitle>{messages.unknownState}</ViewTitle>
      </div>
      <div className="actions actions--bottom">
        <SignOutButton />
      </div>
    </ViewLayout>
  );
}
