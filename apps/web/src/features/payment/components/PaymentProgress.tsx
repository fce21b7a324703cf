import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import type { PaymentReturnStatus } from '../hooks/use-payment-return.ts';

/** The visible progress of a capture or of the wait for a payment to land (a long wait always shows progress). */
export function PaymentProgress({ status }: { status: PaymentReturnStatus }) {
  if (status.verifying) {
    const { step, steps } = status.verifying;
    const label = uiText.verificationProgress(step, steps);
    return (
      <div className="payment-progress" role="status">
        <p className="payment-progress__title">{messages.verifyingPayment}</p>
        <p>{messages.verifyingPaymentDetail}</p>
        <progress max={steps} value={step} aria-label={label} aria-valuetext={label} />
      </div>
    );
  }
  if (status.capturing) {
    // The capturing text itself is in the message area; this is only the moving bar.
    return (
      <div className="payment-progress">
        <progress aria-label={uiText.capturingProgress} />
      </div>
    );
  }
  return null;
}
