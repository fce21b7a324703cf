import { useEffect, useId, useRef, useState } from 'react';
import type { Ref } from 'react';
import { ConfirmGroup } from '../../../components/ConfirmGroup.tsx';
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
 * PayPal renewal with its next charge, turning it off (access stays until the paid-through date; asked twice, as
 * turning it on again means a new approval at PayPal) and on again; a member without renewal may buy 1 more week now
 * with PayPal or Yoco (product.md §8).
 */
export function RenewalSection({ membership, tiers, busy, headingRef, onTurnOff, onTurnOn, onRenew }: RenewalSectionProps) {
  const titleId = useId();
  const keepsAccessId = useId();
  const { autoRenew, expiresAt, tierId } = membership;
  const [askingToTurnOff, setAskingToTurnOff] = useState(false);
  const turnOffButton = useRef<HTMLButtonElement>(null);
  const renewing = autoRenew !== null;

  // A renewal turned off (here or elsewhere) ends the question; turned on again later, it starts with the button.
  useEffect(() => {
    if (!renewing) setAskingToTurnOff(false);
  }, [renewing]);

  // Kept, the button comes back where the question was, and the focus goes with it.
  const refocusButton = useRef(false);
  useEffect(() => {
    if (askingToTurnOff || !refocusButton.current) return;
    refocusButton.current = false;
    turnOffButton.current?.focus();
  }, [askingToTurnOff]);
  const keepRenewal = () => {
    refocusButton.current = true;
    setAskingToTurnOff(false);
  };

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
          {askingToTurnOff ? (
            <ConfirmGroup
              question={uiText.turnOffRenewalConfirm(expiresAt === null ? null : gaboroneDateTime(expiresAt))}
              yes={uiText.turnOffRenewalYes}
              busyText={uiText.turningOffRenewal}
              busy={busy === 'turn-off'}
              onYes={onTurnOff}
              onCancel={keepRenewal}
            />
          ) : (
            <Button
              ref={turnOffButton}
              variant="secondary"
              aria-describedby={keepsAccessId}
              onClick={() => setAskingToTurnOff(true)}
            >
              {uiText.turnOffRenewal}
            </Button>
          )}
          {expiresAt !== null ? (
            <p className="note" id={keepsAccessId}>
              {uiText.turnOffKeepsAccess(gaboroneDateTime(expiresAt))}
            </p>
          ) : null}
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
