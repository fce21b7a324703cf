import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmGroup } from '../../../components/ConfirmGroup.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { gaboroneDateTime } from './format.ts';

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
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const until = expiresAt === null ? null : gaboroneDateTime(expiresAt);

  // Kept, the button comes back where the question was, and the focus goes with it.
  const refocusButton = useRef(false);
  useEffect(() => {
    if (asking || !refocusButton.current) return;
    refocusButton.current = false;
    button.current?.focus();
  }, [asking]);
  const keepRenewal = () => {
    refocusButton.current = true;
    setAsking(false);
  };

  return (
    <>
      {asking ? (
        <ConfirmGroup
          question={uiText.turnOffRenewalConfirm(until)}
          yes={uiText.turnOffRenewalYes}
          busyText={uiText.turningOffRenewal}
          busy={busy}
          onYes={onTurnOff}
          onCancel={keepRenewal}
        />
      ) : (
        <Button ref={button} variant="secondary" aria-describedby={keepsAccessId} onClick={() => setAsking(true)}>
          {uiText.turnOffRenewal}
        </Button>
      )}
      {until !== null ? (
        <p className="note" id={keepsAccessId}>
          {uiText.turnOffKeepsAccess(until)}
        </p>
      ) : null}
    </>
  );
}
