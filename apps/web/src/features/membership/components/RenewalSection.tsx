import { useId } from 'react';
import type { Ref } from 'react';
import { FactList } from '../../../components/FactList.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { replaceUrl } from '../../../lib/browser-address.ts';
import type { Membership } from '../api/get-membership.ts';
import type { MembershipAction } from '../hooks/use-membership-actions.ts';
import type { TierFacts } from '../hooks/use-membership.ts';
import { chargedLabel } from '../../../lib/charged-label.ts';
import { gaboroneDateTime } from './format.ts';
import { RenewNowForm } from './RenewNowForm.tsx';
import { TurnOffRenewal } from './TurnOffRenewal.tsx';

interface RenewalSectionProps {
  membership: Membership;
  tiers: TierFacts;
  busy: MembershipAction | null;
  /** The heading takes the focus when the reminder's link (`/?renew=1`) opened the view. */
  headingRef: Ref<HTMLHeadingElement>;
  onTurnOff(): void;
  onTurnOn(): void;
  onRenew(provider: 'paypal' | 'yoco'): void;
}

/**
 * PayPal renewal with its next charge, turning it off (access stays until the paid-through date) and on again; a
 * member without renewal may buy 1 more week now with PayPal or Yoco (product.md §8).
 */
export function RenewalSection({ membership, tiers, busy, headingRef, onTurnOff, onTurnOn, onRenew }: RenewalSectionProps) {
  const titleId = useId();
  const { autoRenew, expiresAt, tierId } = membership;
  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {uiText.renewalTitle}
      </h2>
      {tierId === null ? (
        <Button onClick={() => replaceUrl('/')}>{uiText.chooseMembership}</Button>
      ) : autoRenew !== null ? (
        <>
          <p>{uiText.renewalOn}</p>
          {autoRenew.nextChargeAt !== null ? (
            <FactList
              className="membership-facts"
              facts={[[uiText.renewalNextCharge, uiText.renewalNextChargeValue(gaboroneDateTime(autoRenew.nextChargeAt), chargedLabel(autoRenew.amount, autoRenew.currency))]]}
            />
          ) : null}
          <TurnOffRenewal expiresAt={expiresAt} busy={busy === 'turn-off'} onTurnOff={onTurnOff} />
        </>
      ) : (
        <>
          <p>{uiText.renewalOff}</p>
          <Button variant="secondary" busy={busy === 'turn-on'} busyText={uiText.turningOnRenewal} onClick={onTurnOn}>
            {uiText.turnOnRenewal}
          </Button>
          <p className="note">{uiText.turnOnNote}</p>
          <RenewNowForm providers={tiers?.providers ?? null} busy={busy === 'renew'} onRenew={onRenew} />
        </>
      )}
    </section>
  );
}
