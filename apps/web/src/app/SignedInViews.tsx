import { lazy, Suspense, useCallback, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import { renewAddressFor } from '@guidepass/domain/app-addresses';
import { messages } from '@guidepass/domain/messages';
import type { ToneMessage } from '../components/ui/message-tone.ts';
import { AdminStatusContext } from '../features/admin/admin-status-context.ts';
import { AdminHeaderActions } from '../features/admin/components/AdminHeaderActions.tsx';
import { GuideView } from '../features/guide/components/GuideView.tsx';
import { MembershipHeaderActions } from '../features/membership/components/MembershipHeaderActions.tsx';
import { openGuideSessionAhead } from '../features/guide/api/guide-session-ahead.ts';
import { useSavedGuidePages } from '../features/guide/hooks/use-saved-guide-pages.ts';
import { PaymentSuccessView } from '../features/payment/components/PaymentSuccessView.tsx';
import { PaymentView } from '../features/payment/components/PaymentView.tsx';
import { usePaymentReturn } from '../features/payment/hooks/use-payment-return.ts';
import type { PaymentTimings } from '../features/payment/hooks/use-payment-return.ts';
import type { PaymentReturnAddress, PaymentReturnStatus } from '../features/payment/types/payment-return.ts';
import { returnCaptures } from '../features/payment/utils/return-captures.ts';
import { useProfile } from '../features/profile/hooks/use-profile.ts';
import { SalesHeaderActions } from '../features/sales/components/SalesHeaderActions.tsx';
import type { ProfileRead, ProfileState } from '../features/profile/hooks/use-profile.ts';
import { useSession, useSessionState } from '../lib/api-context.tsx';
import type { RememberedClaim } from '../lib/remembered-claim.ts';
import type { RememberedRenew } from '../lib/remembered-renew.ts';
import { replaceUrl } from '../lib/browser-address.ts';
import { useFocusHeadingOnChange, useFocusHeadingOnceLoaded } from '../lib/use-focus-heading-on-change.ts';
import { useAppLocation } from './location.ts';
import { isActiveMember } from './membership.ts';
import { paymentPageMessage } from './payment-page-message.ts';
import { selectView } from './select-view.ts';
import { FallbackView } from './views/FallbackView.tsx';
import { ChangePasswordControl, DeleteAccountButton, PaymentCancelledView } from './views/on-demand-views.ts';
import { LoadingView } from './views/LoadingView.tsx';

/** What the first view's App keeps across sign-in and sign-out and hands to the signed-in views. */
export interface SignedInViewsProps {
  /** Only tests change these (the original waits 3 s and 5 s for a payment to land). */
  paymentTimings: PaymentTimings | undefined;
  /** A message that outlives the view that produced it (e.g. "Account deleted successfully."). */
  notice: ToneMessage | null;
  setNotice(message: ToneMessage | null): void;
  /** A salesperson invite (`/?claim=`), kept through sign-up and verification, then claimed by My sales. */
  claim: RememberedClaim;
  /** The reminder's `/?renew=1`, kept through a Google/Facebook sign-in until My membership opens on it. */
  renew: RememberedRenew;
  /** The sign-up/login view was on show before: the next view change after loading moves focus to its heading. */
  afterAuth: boolean;
}

/**
 * Every view of a signed-in person (and the loading view before the session is read), loaded apart from the first
 * view's JavaScript (product.md §19): App.tsx shows the sign-up/login view itself and loads this module at boot where
 * the device remembers a member or the address needs the session, else once the page is idle or someone signs in.
 */
export function SignedInViews(props: SignedInViewsProps) {
  return (
    <AdminHeaderActions>
      <ProfiledViews {...props} />
    </AdminHeaderActions>
  );
}

// The admin area is loaded on demand too: only administrators open it.
const AdminView = lazy(() => import('../features/admin/components/AdminView.tsx').then((module) => ({ default: module.AdminView })));

// "My membership" is loaded on demand too: the guide and the payment view carry only its link.
const MembershipView = lazy(() =>
  import('../features/membership/components/MembershipView.tsx').then((module) => ({ default: module.MembershipView })),
);

// "My sales" is loaded on demand: the first view's JS stays small (the header link is all it carries).
const SalesView = lazy(() => import('../features/sales/components/SalesView.tsx').then((module) => ({ default: module.SalesView })));

/** Reads the profile once for the views and the header (a salesperson's My sales link). */
function ProfiledViews(props: SignedInViewsProps) {
  const profileState = useProfile();
  const { read } = profileState;
  const state = useSessionState();
  const location = useAppLocation();
  return (
    <SalesHeaderActions salesperson={read.status === 'loaded' && (read.profile.salespersonAccount ?? null) !== null}>
      <MembershipHeaderActions enabled={state.status === 'signed-in' && state.emailVerified} current={location.membership !== null}>
        <Views {...props} profileState={profileState} />
      </MembershipHeaderActions>
    </SalesHeaderActions>
  );
}

function Views({ paymentTimings, notice, setNotice, claim, renew, afterAuth, profileState }: SignedInViewsProps & { profileState: ProfileState }) {
  const session = useSession();
  const state = useSessionState();
  const location = useAppLocation();
  const profile = profileState.read;
  // Saved guide pages follow the session and the membership whatever the view (deleted at sign-out).
  useSavedGuidePages(state.status, profile.status === 'loaded' ? profile.profile : null);
  const { pending: renewPending, method: renewMethod, forget: forgetRenew } = renew;
  const admin = useContext(AdminStatusContext); // an administrator opens the guide without paying (product.md §14)

  const now = new Date();
  const emailVerified = state.status === 'signed-in' && state.emailVerified;
  const active = isActiveMember(profile, now);
  // Lives here rather than in the payment view, so that the view changing cannot run a return twice.
  // A return with an id to capture starts capturing as soon as the session is back, beside the profile's read.
  const capturesOnReturn = location.paymentReturn !== null && returnCaptures(location.paymentReturn);
  const paymentReturn = useMembershipPaymentReturn(location.paymentReturn, profileState, {
    ready: emailVerified && (capturesOnReturn || profile.status !== 'loading'),
    active,
    timings: paymentTimings,
    onCaptured: () => openGuideSessionAhead(session),
  });

  const view = selectView({
    session: state.status,
    emailVerified,
    profile,
    location,
    now,
    claimPending: claim.token !== null,
    renewPending,
    admin,
  });
  useFocusHeadingOnChange(view, 'loading', afterAuth);
  const opensOnRenew = view === 'membership' && renewPending && location.paymentReturn === null && location.paymentCancel === null;
  useEffect(() => {
    if (!opensOnRenew) return;
    // The address takes the intent over, as after an e-mail/password sign-in: renewal is focused, and Back leaves it.
    if (location.membership?.renew !== true) replaceUrl(renewAddressFor(renewMethod));
    forgetRenew();
  }, [opensOnRenew, location.membership?.renew, forgetRenew, renewMethod]);
  const profileEmail = profile.status === 'loaded' ? profile.profile.email : null;
  const email = profileEmail ?? (state.status === 'signed-in' ? state.email : null);

  switch (view) {
    case 'loading':
      // Back from the provider: say the payment is received while the session and profile are read.
      return <LoadingView status={capturesOnReturn ? messages.paymentReceivedCapturing : null} />;
    case 'auth':
      return null; // shown by the first view's App (App.tsx), which never renders these views then
    case 'payment':
      return <PaymentScreen email={email} profile={profile} active={active} now={now} notice={notice} paymentReturn={paymentReturn} reloadProfile={profileState.reload} />;
    case 'payment-success':
      return <PaymentSuccessView openGuideAfterMs={paymentTimings?.openGuideAfterMs} />;
    case 'payment-cancelled':
      return (
        <OnDemand>
          <PaymentCancelledView declined={location.paymentCancel?.declined ?? false} attempt={location.paymentCancel?.paymentId ? { method: location.paymentCancel.method ?? null, paymentId: location.paymentCancel.paymentId } : null} />
        </OnDemand>
      );
    case 'main':
      return <GuideView />;
    case 'admin':
      return (
        <OnDemand>
          <AdminView month={location.admin?.month ?? null} section={location.admin?.section ?? 'members'} />
        </OnDemand>
      );
    case 'sales':
      return (
        <OnDemand>
          <SalesView
            month={location.sales?.month ?? null}
            account={profile.status === 'loading' ? null : profile.status === 'loaded' ? profile.profile.uid : (email ?? '')}
            claimToken={claim.token}
            onClaimSettled={claim.forget}
            onClaimed={() => void profileState.reload()}
          />
        </OnDemand>
      );
    case 'membership':
      return (
        <OnDemand>
          <MembershipView
            renew={location.membership?.renew ?? false}
            renewMethod={location.membership?.method ?? renewMethod}
            renewalApproval={location.membership?.renewalApproved ?? null}
            renewalApprovalCancelled={location.membership?.renewalCancelled ?? false}
            accountActions={
              // Their code loads apart: under a boundary of their own, so that waiting for it never takes the view's
              // other parts (a saved guide's line read meanwhile) off the page with it.
              <Suspense fallback={null}>
                <ChangePasswordControl />
                <DeleteAccountButton onMessage={(text, tone) => setNotice({ text, tone })} />
              </Suspense>
            }
          />
        </OnDemand>
      );
    default:
      return <FallbackView />;
  }
}

/** A view loaded on demand: the loading view until its code is here, then its heading takes the focus it was owed. */
function OnDemand({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingView />}>
      <FocusHeadingOnceLoaded>{children}</FocusHeadingOnceLoaded>
    </Suspense>
  );
}

function FocusHeadingOnceLoaded({ children }: { children: ReactNode }) {
  useFocusHeadingOnceLoaded();
  return children;
}

function useMembershipPaymentReturn(
  address: PaymentReturnAddress | null,
  { reload }: ProfileState,
  options: { ready: boolean; active: boolean; timings: PaymentTimings | undefined; onCaptured(): void },
): PaymentReturnStatus {
  const recheckMembership = useCallback(async () => isActiveMember(await reload(), new Date()), [reload]);
  return usePaymentReturn({ address, recheckMembership, ...options });
}

interface PaymentScreenProps {
  email: string | null;
  profile: ProfileRead;
  active: boolean;
  now: Date;
  notice: ToneMessage | null;
  paymentReturn: PaymentReturnStatus;
  reloadProfile(): Promise<unknown>;
}

function PaymentScreen({ email, profile, active, now, notice, paymentReturn, reloadProfile }: PaymentScreenProps) {
  // While a payment is being confirmed, "your membership has expired" would only confuse.
  const returning = paymentReturn.capturing || paymentReturn.verifying !== null;
  const shown = paymentPageMessage({ notice, paymentReturn, profile: returning ? null : profile, now });
  return (
    <PaymentView
      email={email}
      salesperson={profile.status === 'loaded' ? profile.profile.salesperson.fullName : null}
      membershipActive={active}
      message={shown?.text ?? null}
      messageTone={shown?.tone}
      messageSupport={shown?.support}
      returnStatus={paymentReturn}
      salespersonQuestion={mustNameSalesperson(profile) ? { onAnswered: reloadProfile } : null}
    />
  );
}

// Asked once before paying (product.md §9). A profile without the field (remembered on a device before it existed) is 'open'.
function mustNameSalesperson(profile: ProfileRead): boolean {
  return profile.status === 'loaded' && (profile.profile.salespersonChoice ?? 'open') === 'needed';
}
