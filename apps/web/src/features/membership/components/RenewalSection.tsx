import { useId } from 'react';
import type { Ref } from 'react';
import { FactList } from '../../../components/FactList.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { defaultPaymentMethod, renewingProvider, type PaymentMethod } from '@guidepass/domain/payment-providers';
import type { NextPurchase } from '@guidepass/domain/purchase';
import type { Membership } from '../api/get-membership.ts';
import type { MembershipAction } from '../hooks/use-membership-actions.ts';
import type { TierFacts } from '../hooks/use-membership.ts';
import { chargedLabel } from '../../../lib/charged-label.ts';
import { mobileMoneyProvider } from '../../../lib/mobile-money-payment.ts';
import { renews } from '../../../lib/providers/renewing-provider.ts';
import { gaboroneDateTime } from './format.ts';
import { RenewNowForm } from './RenewNowForm.tsx';
import { RenewOwnWay } from './RenewOwnWay.tsx';
import { TurnOffRenewal } from './TurnOffRenewal.tsx';
import { membershipUiText } from '@guidepass/texts/en/web/membership-ui-text';

interface RenewalSectionProps {
  membership: Membership;
  tiers: TierFacts;
  busy: MembershipAction | null;
  /** The heading takes the focus when the reminder's link (`/?renew=1`) opened the view. */
  headingRef: Ref<HTMLHeadingElement>;
  /** Renew now's method to start with: the one the reminder's link named (the member's last). */
  preferredMethod?: PaymentMethod | null;
  onTurnOff(): void;
  onTurnOn(): void;
  onRenew(provider: PaymentMethod): void;
}

/**
 * PayPal renewal with its next charge, turning it off (access stays until the paid-through date) and on again; a
 * member without renewal may buy more weeks now with PayPal or Yoco (product.md §8). Both say what they charge first:
 * 1 week while active, else a first purchase of 2 (the server's `nextPurchase`, §15).
 */
export function RenewalSection({ membership, tiers, busy, headingRef, preferredMethod = null, onTurnOff, onTurnOn, onRenew }: RenewalSectionProps) {
  const titleId = useId();
  const turnOnNoteId = useId();
  const { autoRenew, expiresAt, tierId, nextPurchase } = membership;
  // The member's own way (product.md §17): the reminder link's method, else the server's (GET /api/membership `preferred`).
  const ownWay = membership.preferred ?? null;
  const ownMethod: PaymentMethod = preferredMethod ?? ownWay?.provider ?? defaultPaymentMethod;
  const turnOn = (
    <>
      <Button variant="secondary" busy={busy === 'turn-on'} busyText={membershipUiText.turningOnRenewal} onClick={onTurnOn} aria-describedby={turnOnNoteId}>
        {membershipUiText.turnOnRenewal}
      </Button>
      <p className="note" id={turnOnNoteId}>
        {turnOnNote(nextPurchase)}
      </p>
    </>
  );
  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {membershipUiText.renewalTitle}
      </h2>
      {tierId === null ? (
        <Button onClick={() => replaceUrl('/')}>{membershipUiText.chooseMembership}</Button>
      ) : autoRenew !== null ? (
        <>
          <p>{membershipUiText.renewalOn}</p>
          {autoRenew.nextChargeAt !== null ? (
            <FactList
              className="membership-facts"
              facts={[[membershipUiText.renewalNextCharge, membershipUiText.renewalNextChargeValue(gaboroneDateTime(autoRenew.nextChargeAt), chargedLabel(autoRenew.amount, autoRenew.currency))]]}
            />
          ) : null}
          <TurnOffRenewal expiresAt={expiresAt} busy={busy === 'turn-off'} onTurnOff={onTurnOff} />
        </>
      ) : (
        <>
          <p>{membershipUiText.renewalOff}</p>
          <RenewOwnWay
            way={ownWay}
            mobileProvider={tiers ? mobileMoneyProvider(tiers) : null}
            purchase={nextPurchase}
            renewByPage={(primary) => (
              <RenewNowForm
                providers={tiers?.providers ?? null}
                purchase={nextPurchase}
                busy={busy === 'renew'}
                preferredMethod={primary ? ownMethod : null}
                choices={!primary}
                onRenew={onRenew}
              />
            )}
            // PayPal renewal is the own way's companion for a PayPal member, another way for everyone else.
            alwaysShown={renews(ownMethod) ? turnOn : null}
            others={renews(ownMethod) ? null : turnOn}
          />
        </>
      )}
    </section>
  );
}

/** What turning renewal on charges and from when: now for a first purchase, else from the paid-through date. */
function turnOnNote(purchase: NextPurchase | null): string {
  if (!purchase) return membershipUiText.turnOnNote;
  const { charge, weeks, renewal } = purchase;
  return renewal.startsAt === null
    ? membershipUiText.turnOnFirstNote(charge[renewingProvider].label, weeks, renewal.weekly.label)
    : membershipUiText.turnOnRenewalNote(renewal.weekly.label, gaboroneDateTime(renewal.startsAt));
}
