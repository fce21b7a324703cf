import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import { ViewLayout, ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { useOnline } from '../../../lib/online.ts';
import { useCancelledRenewal } from '../hooks/use-cancelled-renewal.ts';
import { useConfirmRenewal } from '../hooks/use-confirm-renewal.ts';
import { useMembershipActions } from '../hooks/use-membership-actions.ts';
import { useMembership } from '../hooks/use-membership.ts';
import { gaboroneDateTime } from './format.ts';
import { MembershipSummary } from './MembershipSummary.tsx';
import { PushNotices } from './PushNotices.tsx';
import { ReceiptList } from './ReceiptList.tsx';
import { RenewalSection } from './RenewalSection.tsx';
import { SavedTripGuide } from './SavedTripGuide.tsx';
import './membership.css';
import { membershipUiText } from '@guidepass/texts/en/web/membership-ui-text';

export interface MembershipViewProps {
  /** Opened by the reminder's link (`/?renew=1`): renewal takes the focus once read. */
  renew: boolean;
  /** The way the member paid last, named by the reminder's link (`&method=yoco`): Renew now preselects it. */
  renewMethod?: PaymentMethod | null;
  /** Password change and Delete My Account, composed by the app (they belong to other features). */
  accountActions: ReactNode;
  /** Back from approving renewal at PayPal (`renewal=approved&subscription_id=`): the subscription to confirm first. */
  renewalApproval?: string | null;
  /** Back from PayPal's approval page cancelled (`renewal=cancelled`): renewal was not turned on. */
  renewalApprovalCancelled?: boolean;
}

/**
 * "My membership" (`/?view=membership`, loaded on demand): tier and paid-through date, PayPal renewal (off and on),
 * Renew now, receipts, and the account's password and deletion. It needs the network: offline it says so and reads
 * again when the network is back.
 */
export function MembershipView({ renew, renewMethod = null, accountActions, renewalApproval = null, renewalApprovalCancelled = false }: MembershipViewProps) {
  const approval = useConfirmRenewal(renewalApproval);
  const approvalCancelled = useCancelledRenewal(renewalApprovalCancelled);
  const { read, reload } = useMembership(!approval.confirming);
  const actions = useMembershipActions(reload);
  const renewalHeading = useRef<HTMLHeadingElement>(null);
  const accountId = useId();
  const online = useOnline();
  const loaded = read.status === 'loaded';

  useEffect(() => {
    if (!renew || !loaded) return;
    renewalHeading.current?.scrollIntoView?.({ block: 'start' });
    renewalHeading.current?.focus({ preventScroll: true });
  }, [renew, loaded]);

  const expiresAt = read.status === 'loaded' ? read.membership.expiresAt : null;
  return (
    <ViewLayout className="membership-view">
      <ViewTitle>{membershipUiText.myMembershipTitle}</ViewTitle>
      {approval.confirming ? (
        <WaitMessage>{membershipUiText.confirmingRenewal}</WaitMessage>
      ) : read.status === 'loading' ? (
        <WaitMessage>{membershipUiText.membershipLoading}</WaitMessage>
      ) : null}
      <MessageArea message={approval.failure} />
      {approvalCancelled ? (
        <p className="note" role="status">
          {membershipUiText.renewalNotTurnedOn}
        </p>
      ) : null}
      {read.status === 'error' && read.offline ? (
        <p className="note membership-view__offline" role="status">
          {membershipUiText.membershipNeedsNetwork}
        </p>
      ) : null}
      {read.status === 'error' && !read.offline ? (
        <>
          <MessageArea message={read.message} support={read.support} />
          <Button onClick={reload}>{uiText.retry}</Button>
        </>
      ) : null}
      {read.status === 'loaded' ? (
        <>
          <MessageArea message={actions.error?.text} messageKey={actions.error?.key} />
          <SuccessMessage message={actions.turnedOff && expiresAt !== null ? membershipUiText.renewalTurnedOff(gaboroneDateTime(expiresAt)) : null} />
          <MembershipSummary membership={read.membership} tiers={read.tiers} />
          <RenewalSection
            membership={read.membership}
            tiers={read.tiers}
            busy={actions.busy}
            headingRef={renewalHeading}
            preferredMethod={renewMethod}
            onTurnOff={() => void actions.turnOff()}
            onTurnOn={() => void actions.turnOn()}
            onRenew={(provider) => void actions.renew(provider)}
          />
          <PushNotices />
          <ReceiptList payments={read.membership.payments} tiers={read.tiers} />
        </>
      ) : null}
      <SavedTripGuide membershipOver={read.status === 'loaded' && !read.membership.active} />
      {/* Offline, only what works offline (product.md §20): changing the password or deleting the account needs the
          server, so the section goes, and with it the line above the buttons that would divide nothing. */}
      {online ? (
        <section className="view-section membership-account" aria-labelledby={accountId}>
          <h2 id={accountId}>{membershipUiText.accountSectionTitle}</h2>
          {accountActions}
        </section>
      ) : null}
      <div className={online ? 'actions actions--account' : 'actions'}>
        <Button variant="secondary" onClick={() => replaceUrl('/')}>
          {read.status === 'loaded' && read.membership.active ? membershipUiText.backToGuide : uiText.backToApp}
        </Button>
        <SignOutButton />
      </div>
    </ViewLayout>
  );
}
