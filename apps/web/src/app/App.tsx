import { useCallback, useEffect, useState } from 'react';
import { messages } from '@guidepass/domain/messages';
import { AuthView } from '../features/auth/components/AuthView.tsx';
import { DeleteAccountButton } from '../features/auth/components/DeleteAccountButton.tsx';
import { PaymentCancelledView } from '../features/payment/components/PaymentCancelledView.tsx';
import { PaymentPlaceholderView } from '../features/payment/components/PaymentPlaceholderView.tsx';
import { PaymentSuccessView } from '../features/payment/components/PaymentSuccessView.tsx';
import { useProfile } from '../features/profile/hooks/use-profile.ts';
import type { ProfileRead } from '../features/profile/hooks/use-profile.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { ApiProvider, useSession, useSessionState } from '../lib/api-context.tsx';
import { useLocation } from '../lib/location.ts';
import type { Session } from '../lib/session.ts';
import { selectView } from './select-view.ts';
import { FallbackView } from './views/FallbackView.tsx';
import { GuidePlaceholderView } from './views/GuidePlaceholderView.tsx';
import { LoadingView } from './views/LoadingView.tsx';

export function App({ client, session }: { client: ApiClient; session: Session }) {
  return (
    <ApiProvider client={client} session={session}>
      <Views />
    </ApiProvider>
  );
}

function Views() {
  const session = useSession();
  const state = useSessionState();
  const location = useLocation();
  const profile = useProfile();
  // A message that outlives the view that produced it (e.g. "Account deleted successfully.").
  const [notice, setNotice] = useState<string | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);

  useEffect(() => {
    void session.restore();
  }, [session]);

  const view = selectView({
    session: state.status,
    emailVerified: state.status === 'signed-in' && state.emailVerified,
    profile,
    location,
    now: new Date(),
  });
  const profileEmail = profile.status === 'loaded' ? profile.profile.email : null;
  const email = profileEmail ?? (state.status === 'signed-in' ? state.email : null);

  switch (view) {
    case 'loading':
      return <LoadingView />;
    case 'auth':
      return <AuthView notice={notice} onNoticeShown={clearNotice} onLeaveWithMessage={setNotice} knownEmail={email} />;
    case 'payment':
      return (
        <PaymentPlaceholderView
          email={email}
          salesperson={profile.status === 'loaded' ? profile.profile.salesperson.fullName : null}
          message={notice ?? profileMessage(profile)}
          accountActions={<DeleteAccountButton onMessage={setNotice} />}
        />
      );
    case 'payment-success':
      return <PaymentSuccessView />;
    case 'payment-cancelled':
      return <PaymentCancelledView />;
    case 'main':
      return <GuidePlaceholderView />;
    default:
      return <FallbackView />;
  }
}

function profileMessage(profile: ProfileRead): string | null {
  if (profile.status === 'not-found') return messages.profileNotFound;
  if (profile.status === 'error') return messages.profileLoadFailed;
  return null;
}
