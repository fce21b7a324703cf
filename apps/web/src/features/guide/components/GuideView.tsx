import { lazy, Suspense, useContext } from 'react';
import { messages } from '@guidepass/domain/messages';
import { AccountMenu } from '../../../components/AccountMenu.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { HeaderActionsContext } from '../../../components/ui/header-actions.ts';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { useOnline } from '../../../lib/online.ts';
import { savedStartPath } from '../../../sw/guide-pages.ts';
import { useGuideSession } from '../hooks/use-guide-session.ts';

/**
 * The main view: a slim top bar (a menu with the header's links, e.g. My membership, My sales, Admin; the seed's red
 * Sign Out at the top right), then the tourism guide filling the rest of the screen below it. Nothing lies over the
 * frame, so the guide's own navigation stays free.
 *
 * The live guide runs in an opaque origin because every proxied answer carries `Content-Security-Policy: sandbox …`
 * without allow-same-origin: its scripts cannot read this page, its storage or cookies, and its requests to /auth
 * and /api carry no member credentials. The frame has no sandbox attribute on purpose: Chromium gives no service
 * worker to a frame sandboxed by attribute without allow-same-origin, and the service worker is what keeps the
 * pages for offline reading. Saved copies are shown inert (no script, form or outside request): src/sw/.
 */
// Saving the whole guide is loaded on demand, so it stays out of the first view's JavaScript.
const TripGuideSave = lazy(() => import('../trip-guide/TripGuideSave.tsx').then((module) => ({ default: module.TripGuideSave })));

export function GuideView() {
  const client = useApiClient();
  const online = useOnline();
  const { state, retry } = useGuideSession();
  const framed = state.status === 'open' || state.status === 'saved';
  // The guide has no brand header: its actions (My membership, My sales, Admin) sit in the top bar's menu instead.
  const headerActions = useContext(HeaderActionsContext);
  const src = state.status === 'open' ? state.path : savedStartPath;

  return (
    <main className="guide">
      {/* The frame fills the screen, so the view's heading is for screen readers only. */}
      <ViewTitle className="visually-hidden">{uiText.guideFrameTitle}</ViewTitle>
      <div className="guide__bar">
        {headerActions || state.status === 'open' ? (
          <AccountMenu label={uiText.topBarMenu}>
            <div className="guide__actions">{headerActions}</div>
            {state.status === 'open' ? (
              <Suspense fallback={null}>
                <TripGuideSave passPath={state.path} />
              </Suspense>
            ) : null}
          </AccountMenu>
        ) : null}
        <SignOutButton variant="danger" />
      </div>
      {framed && (state.status === 'saved' || !online) ? (
        <p className="guide__saved-note" role="status">
          {messages.guideSavedPages}
        </p>
      ) : null}
      {framed ? (
        <iframe className="guide__frame" src={client.url(src)} title={uiText.guideFrameTitle} />
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
    </main>
  );
}
