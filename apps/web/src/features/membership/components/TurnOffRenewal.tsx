import { useId } from 'react';
import { ConfirmGroup } from '../../../components/ConfirmGroup.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useQuestionFirst } from '../../../lib/use-question-first.ts';
import { gaboroneDateTime } from './format.ts';
import { membershipUiText } from '@guidepass/texts/en/web/membership-ui-text';

interface TurnOffRenewalProps {
  /** The paid-through date, kept after renewal is off. */
  expiresAt: string | null;
  busy: boolean;
  onTurnOff(): void;
}

/**
 * "Turn off automatic renewal", asked twice: turning it on again means a new approval at PayPal. Shown only while
 * renewal is on, so a question left open ends with it.
 */
export function TurnOffRenewal({ expiresAt, busy, onTurnOff }: TurnOffRenewalProps) {
  const keepsAccessId = useId();
  const { asking, ask, withdraw, buttonRef } = useQuestionFirst();
  const until = expiresAt === null ? null : gaboroneDateTime(expiresAt);

  return (
    <>
      {asking ? (
        <ConfirmGroup
          question={membershipUiText.turnOffRenewalConfirm(until)}
          yes={membershipUiText.turnOffRenewalYes}
          busyText={membershipUiText.turningOffRenewal}
          busy={busy}
          onYes={onTurnOff}
          onCancel={withdraw}
        />
      ) : (
        <Button ref={buttonRef} variant="secondary" aria-describedby={keepsAccessId} onClick={ask}>
          {membershipUiText.turnOffRenewal}
        </Button>
      )}
      {until !== null ? (
        <p className="note" id={keepsAccessId}>
          {membershipUiText.turnOffKeepsAccess(until)}
        </p>
      ) : null}
    </>
  );
}
