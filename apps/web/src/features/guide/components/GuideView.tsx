import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { useGuideSession } from '../hooks/use-guide-session.ts';

/** The main view: the tourism guide edge to edge, with a red Sign Out at the top right. */
export function GuideView() {
  const client = useApiClient();
  const { state, retry } = useGuideSession();

  return (
    <main className="guide">
      {state.status === 'open' ? (
        // Same origin as the API, which set the guide cookie that /guide/* asks for.
        <iframe className="guide__frame" src={client.url('/guide/')} title={uiText.guideFrameTitle} />
      ) : (
        <div className="view view--centered">
          {state.status === 'opening' ? (
            <p className="progress" role="status">
              {uiText.openingGuide}
            </p>
          ) : (
            <>
              <MessageArea message={state.message} />
              <div className="actions">
                <Button onClick={retry}>{uiText.retry}</Button>
              </div>
            </>
          )}
        </div>
      )}
      <div className="guide__sign-out">
        <SignOutButton variant="danger" />
      </div>
    </main>
  );
}
