import { messages } from '@guidepass/domain/messages';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ViewLayout, ViewTitle } from '../../components/ui/ViewLayout.tsx';

/** While the sign-in state (and then the profile) is read: the original's text, as the view's heading, with a spinner. */
export function LoadingView() {
  return (
    <ViewLayout centered className="loading-view">
      <div className="loading" role="status">
        <Spinner />
        <ViewTitle className="loading__text">{messages.loadingSession}</ViewTitle>
      </div>
    </ViewLayout>
  );
}
