import { messages } from '@guidepass/domain/messages';

export function LoadingView() {
  return (
    <main className="view view--centered">
      <p className="progress" role="status">
        {messages.loadingSession}
      </p>
    </main>
  );
}
