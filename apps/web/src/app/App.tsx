import { useCallback, useEffect, useState } from 'react';
import { messages } from '@guidepass/domain/messages';
import { isMembershipActive } from '@guidepass/domain/profile';
import { AuthView } from '../features/auth/components/AuthView.tsx';
import { DeleteAccountButton } from '../features/auth/components/DeleteAccountButton.tsx';
import { GuideView } from '../features/guide/components/GuideView.tsx';
import { PaymentCancelledView } from '../features/payment/components/PaymentCancelledView.tsx';
import { PaymentSuccessView } from '../features/payment/components/PaymentSuccessView.tsx';
import { PaymentView } from '../features/payment/components/PaymentView.tsx';
import { usePaymentReturn } from '../features/payment/hooks/use-payment-return.ts';
import type { PaymentTimings } from '../features/payment/hooks/use-payment-return.ts';
import { useProfile } from '../features/profile/hooks/use-profile.ts';
import type { ProfileRead } from '../features/profile/hooks/use-profile.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { ApiProvider, useSession, useSessionState } from '../lib/api-context.tsx';
import { useLocation } from '../lib/location.ts';
import type { Session } from '../lib/session.ts';
import { useFocusHeadingOnChange } from '../lib/use-focus-heading-on-change.ts';
import { selectView } from './select-view.ts';
import { FallbackView } from './views/FallbackView.tsx';
import { LoadingView } from './views/LoadingView.tsx';

interface AppProps {
  client: ApiClient;
  session: Session;
  /** Only tests change these (the original waits 3 s and 5 s for a payment to land). */
  paymentTimings?: PaymentTimings;
}

export function App({ client, session, paymentTimings }: AppProps) {
  return (
    <ApiProvider client={client} session={session}>
      <Views paymentTimings={paymentTimings} />
    </ApiProvider>
  );
}

function Views({ paymentTimings }: { paymentTimings: PaymentTimings | undefined }) {
  const session = useSession();
  const state = useSessionState();
  const location = useLocation();
  const { read: profile, reload: reloadProfile } = useProfile();
  // A message that outlives the view that produced it (e.g. "Account deleted successfully.").
  const [notice, setNotice] = useState<string | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);

  useEffect(() => {
    void session.restore();
  }, [session]);

  const emailVerified = state.status === 'signed-in' && state.emailVerified;
  const active = profile.status === 'loaded' && isMembershipActive(profile.profile, new Date());
  const recheckMembership = useCallback(async () => {
    const read = await reloadProfile();
    return read.status === 'loaded' && isMembershipActive(read.profile, new Date());
  }, [reloadProfile]);
  // Lives here rather than in the payment view, so that the view changing cannot run a return twice.
  const paymentReturn = usePaymentReturn({
    ready: emailVerified && profile.status !== 'loading',
    active,
    recheckMembership,
    timings: paymentTimings,
  });

  // While a payment is being confirmed, "your membership has expired" would only confuse.
  const returning = paymentReturn.capturing || paymentReturn.verifying !== null;

  const view = selectView({ session: state.status, emailVerified, profile, location, now: new Date() });
  useFocusHeadingOnChange(view, 'loading');
  const profileEmail = profile.status === 'loaded' ? profile.profile.email : null;
  const email = profileEmail ?? (state.status === 'signed-in' ? state.email : null);

  switch (view) {
    case 'loading':
      return <LoadingView />;
    case 'auth':
      return <AuthView notice={notice} onNoticeShown={clearNotice} onLeaveWithMessage={setNotice} knownEmail={email} />;
    case 'payment':
      return (
        <PaymentView
          email={email}
          salesperson={profile.status === 'loaded' ? profile.profile.salesperson.fullName : null}
          userId={profile.status === 'loaded' ? profile.profile.uid : null}
          membershipActive={active}
          message={notice ?? paymentReturn.message ?? (returning ? null : profileMessage(profile))}
          returnStatus={paymentReturn}
          accountActions={<DeleteAccountButton onMessage={setNotice} />}
        />
      );
    case 'payment-success':
      return <PaymentSuccessView />;
    case 'payment-cancelled':
      return <PaymentCancelledView declined={new URLSearchParams(location.search).get('reason') === 'declined'} />;
    case 'main':
      return <GuideView />;
    default:
      return <FallbackView />;
  }
}

function profileMessage(profile: ProfileRead): string | null {
  if (profile.status === 'not-found') return messages.profileNotFound;
  if (profile.status === 'error') return messages.profileLoadFailed;
  // Paid once, but the paid weeks are over.
  if (profile.status === 'loaded' && profile.profile.paymentStatus === 'paid' && !isMembershipActive(profile.profile)) {
    return messages.membershipExpired;
  }
  return null;
}
