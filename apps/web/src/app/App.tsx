import { useCallback, useEffect, useRef, useState } from 'react';
import { paymentMessages } from '@guidepass/texts/en/payment-messages';
import type { ToneMessage } from '../components/ui/message-tone.ts';
import { AuthView } from '../features/auth/components/AuthView.tsx';
import { useSavedGuidePages } from '../features/guide/hooks/use-saved-guide-pages.ts';
import { useForgetPushAtSignOut } from '../features/membership/hooks/use-forget-push-at-sign-out.ts';
import type { PaymentTimings } from '../features/payment/hooks/use-payment-return.ts';
import { returnCaptures } from '../features/payment/utils/return-captures.ts';
import { useForgetSalesAtSignOut } from '../features/sales/hooks/use-forget-sales-at-sign-out.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { ApiProvider, useSession, useSessionState } from '../lib/api-context.tsx';
import { useRememberedClaim } from '../lib/remembered-claim.ts';
import { useRememberedRenew } from '../lib/remembered-renew.ts';
import type { Session } from '../lib/session/session-types.ts';
import { useFocusHeadingOnChange } from '../lib/use-focus-heading-on-change.ts';
import { loadSignedInViews, signedInViewsIfLoaded } from './load-signed-in-views.ts';
import { useAppLocation } from './location.ts';
import { viewBeforeProfile } from './view-before-profile.ts';
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

/**
 * The first view's part of the app (product.md §19): the sign-up/login view, and what must outlive it or the signed-in
 * views; every other view comes with the signed-in views' code (SignedInViews.tsx, loaded apart).
 */
function Views({ paymentTimings }: { paymentTimings: PaymentTimings | undefined }) {
  const session = useSession();
  const state = useSessionState();
  const location = useAppLocation();
  // Signed out (or the session ended), what this device kept of the member goes: saved guide pages, My sales' figures,
  // the push subscription.
  useSavedGuidePages(state.status, null);
  useForgetSalesAtSignOut(state.status);
  useForgetPushAtSignOut(state.status);
  // A salesperson invite (`/?claim=`) is kept through sign-up and verification, then claimed by My sales.
  const claim = useRememberedClaim(location.claim?.token ?? null);
  // The reminder's `/?renew=1` is kept through a Google/Facebook sign-in (which comes back to '/'), until My membership opens on it.
  const renew = useRememberedRenew(location.membership?.renew === true, location.membership?.method);
  // A message that outlives the view that produced it (e.g. "Account deleted successfully.").
  const [notice, setNotice] = useState<ToneMessage | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const leaveWithMessage = useCallback((text: string) => setNotice({ text, tone: 'success' }), []);

  useEffect(() => {
    void session.restore();
  }, [session]);

  const emailVerified = state.status === 'signed-in' && state.emailVerified;
  const auth = viewBeforeProfile({ session: state.status, emailVerified, location }) === 'auth';
  const signedInViews = useSignedInViews(!auth);
  const shown = auth ? 'auth' : state.status === 'loading' ? 'loading' : 'signed-in';
  useFocusHeadingOnChange(shown, 'loading');
  // Once a view other than loading was on show, the signed-in views' first change of view moves focus as well.
  const settled = useRef(false);
  const afterAuth = settled.current;
  useEffect(() => {
    if (shown !== 'loading') settled.current = true;
  }, [shown]);

  if (auth) {
    const email = state.status === 'signed-in' ? state.email : null;
    return <AuthView link={location.authLink} notice={notice} onNoticeShown={clearNotice} onLeaveWithMessage={leaveWithMessage} knownEmail={email} referralCode={location.referralCode} claimToken={claim.token} />;
  }
  if (signedInViews === null) {
    // Back from the provider: say the payment is received while the session, the profile and the views' code arrive.
    const capturesOnReturn = location.paymentReturn !== null && returnCaptures(location.paymentReturn);
    return <LoadingView status={capturesOnReturn ? paymentMessages.paymentReceivedCapturing : null} />;
  }
  const { SignedInViews } = signedInViews;
  return <SignedInViews paymentTimings={paymentTimings} notice={notice} setNotice={setNotice} claim={claim} renew={renew} afterAuth={afterAuth} />;
}

/** The signed-in views' module, loaded once `needed` (and kept); null until it is here. */
function useSignedInViews(needed: boolean) {
  const [module, setModule] = useState(signedInViewsIfLoaded);
  useEffect(() => {
    if (!needed || module !== null) return;
    let current = true;
    void loadSignedInViews().then((loaded) => current && setModule(() => loaded));
    return () => {
      current = false;
    };
  }, [needed, module]);
  return needed ? module : null;
}
