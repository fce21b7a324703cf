import { accountMessages } from '@guidepass/texts/en/account-messages';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ViewLayout, ViewTitle } from '../../components/ui/ViewLayout.tsx';

/**
 * While the sign-in state (and then the profile) is read: the original's text, as the view's heading, with a spinner;
 * `status` says what is under way meanwhile (a payment being captured).
 */
export function LoadingView({ status = null }: { status?: string | null }) {
  return (
    <ViewLayout centered className="loading-view">
      <div className="loading" role="status">
        <Spinner />
        <ViewTitle className="loading__text">{accountMessages.loadingSession}</ViewTitle>
        {status ? <p className="loading__status">{status}</p> : null}
      </div>
    </ViewLayout>
  );
}
