import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { useGuideSession } from '../hooks/use-guide-session.ts';

/**
 * The guide runs in an opaque origin: no allow-same-origin, so its scripts cannot read this page, its storage or
 * cookies, and its requests to /auth and /api carry no member credentials (the proxy sends the same sandbox as a
 * header). Top navigation only on a tap, for the refusal page's "Back to guidepass".
 */
export const guideFrameSandbox =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

/**
 * The main view: the tourism guide edge to edge, with a compact red Sign Out floating at the bottom right,
 * where a thumb reaches it and where it does not cover the guide's own navigation bar at the top.
 */
export function GuideView() {
  const client = useApiClient();
  const { state, retry } = useGuideSession();

  return (
    <main className="guide">
      {/* The frame fills the screen, so the view's heading is for screen readers only. */}
      <ViewTitle className="visually-hidden">{uiText.guideFrameTitle}</ViewTitle>
      {state.status === 'open' ? (
        <iframe className="guide__frame" src={client.url(state.path)} title={uiText.guideFrameTitle} sandbox={guideFrameSandbox} />
      ) : (
        <div className="view view--centered">
          {state.status === 'opening' ? (
            <WaitMessage>{uiText.openingGuide}</WaitMessage>
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
