import { messages } from '@guidepass/domain/messages';
import { SignOutButton } from '../../components/SignOutButton.tsx';

export function FallbackView() {
  return (
    <main className="view view--centered">
      <p role="alert">{messages.unknownState}</p>
      <div className="actions">
        <SignOutButton />
      </div>
    </main>
  );
}
