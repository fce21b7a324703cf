import { useEffect, useRef } from 'react';
import { messages } from '@guidepass/domain/messages';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import type { MessageTone } from '../../../components/ui/message-tone.ts';
import { uiText } from '../../../config/missing-messages.ts';
import type { PaymentReturnStatus } from '../types/payment-return.ts';

/** Whether a return from a provider is being captured or verified (the payment form then gives way). */
export function isReturning(status: PaymentReturnStatus): boolean {
  return status.capturing || status.verifying !== null;
}

/**
 * While a payment is captured or verified, this takes the payment form's place, so that nothing suggests paying
 * again, and takes focus, so that a screen reader follows the progress. A long wait always shows progress.
 */
export function PaymentProgress({ status, message, tone }: { status: PaymentReturnStatus; message: string | null; tone?: MessageTone | undefined }) {
  const box = useRef<HTMLDivElement>(null);
  const returning = isReturning(status);

  useEffect(() => {
    if (returning) box.current?.focus();
  }, [returning]);

  if (!returning) return null;
  return (
    <div className="payment-progress" ref={box} tabIndex={-1} role="group" aria-label={uiText.paymentProgressRegion}>
      {status.verifying ? <Verifying {...status.verifying} /> : <Capturing message={message} tone={tone} />}
    </div>
  );
}

function Verifying({ step, steps }: { step: number; steps: number }) {
  const label = uiText.verificationProgress(step, steps);
  return (
    <div role="status">
      <p className="payment-progress__title">{messages.verifyingPayment}</p>
      <p>{messages.verifyingPaymentDetail}</p>
      <progress max={steps} value={step} aria-label={label} aria-valuetext={label} />
    </div>
  );
}

function Capturing({ message, tone }: { message: string | null; tone: MessageTone | undefined }) {
  return (
    <>
      <MessageArea message={message} tone={tone} />
      <progress aria-label={uiText.capturingProgress} />
    </>
  );
}
