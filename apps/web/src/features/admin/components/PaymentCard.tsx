import { useId, useState } from 'react';
import { isPaymentMethod } from '@guidepass/domain/payment-providers';
import { chargedOtherThanPrice, formatDateTime, formatPrice, formatPula } from '@guidepass/texts/format';
import { ConfirmGroup } from '../../../components/ConfirmGroup.tsx';
import { FactList } from '../../../components/FactList.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { methodLabels } from '../../../config/missing-messages.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { useQuestionFirst } from '../../../lib/use-question-first.ts';
import type { AdminPayment } from '../api/find-member.ts';
import { refundPayment } from '../api/refund-payment.ts';
import { useAdminAction } from '../hooks/use-admin-action.ts';
import { ActionOutcome } from './ActionOutcome.tsx';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

/** The pula price and, where it was charged otherwise, the amount charged (product.md §13, money shown). */
function priceFacts(payment: AdminPayment): [string, string][] {
  const labels = adminUiText.paymentLabels;
  const price: [string, string] = [labels.price, formatPula(payment.priceThebe)];
  if (!chargedOtherThanPrice(payment.priceThebe, payment.amountMinor, payment.currency)) return [price];
  return [price, [labels.charged, formatPrice(payment.amountMinor, payment.currency)]];
}

/**
 * One credited payment of a member: how it was paid, its price and charge, and — while paid and never refunded —
 * "Refund", asked first (the whole payment, with a reason for the provider), then the result beside it.
 */
export function PaymentCard({ payment, onRefunded }: { payment: AdminPayment; onRefunded(): void }) {
  const session = useSession();
  const action = useAdminAction();
  const { asking, ask, withdraw, buttonRef } = useQuestionFirst();
  const [reason, setReason] = useState<string>(adminUiText.refundReasonDefault);
  const titleId = useId();
  const outcomeId = useId();
  const labels = adminUiText.paymentLabels;
  const method = isPaymentMethod(payment.provider) ? methodLabels[payment.provider] : payment.provider;
  const when = payment.capturedAt ? formatDateTime(new Date(payment.capturedAt)) : adminUiText.noTime;
  const facts: [string, string][] = [
    [labels.method, payment.paidWith ?? method],
    [labels.status, adminUiText.paymentStates[payment.status] ?? payment.status],
    ...priceFacts(payment),
    [labels.weeks, String(payment.weeks)],
  ];
  if (payment.refundedMinor > 0) facts.push([labels.refunded, formatPrice(payment.refundedMinor, payment.currency)]);
  if (payment.refundState) facts.push([adminUiText.refundStateLabel, adminUiText.refundStates[payment.refundState] ?? payment.refundState]);
  // a refund waiting for the provider's checker is one asked for already
  const refundable = payment.status === 'captured' && payment.refundedMinor === 0 && payment.refundState !== 'pending';
  const amount = formatPrice(payment.amountMinor, payment.currency);

  const refund = async () => {
    const why = reason.trim();
    if (!why) return action.refuse(adminUiText.refundReasonMissing);
    const done = await action.run(
      () => refundPayment(session, payment.id, { reason: why }),
      (answer) =>
        answer.refundState === 'pending'
          ? adminUiText.refundPending(amount)
          : answer.refundState === 'declined'
            ? adminUiText.refundDeclined(amount)
            : adminUiText.refundDone(formatPrice(answer.refundedMinor, answer.currency), answer.status === 'refunded'),
    );
    withdraw();
    if (done) onRefunded();
  };

  return (
    <li className="salesperson-card payment-card">
      <h5 id={titleId} className="subscription-card__title">
        {adminUiText.paymentCardTitle(payment.receiptNumber, when)}
      </h5>
      <FactList facts={facts} className="salesperson-card__figures subscription-card__facts" />
      <ActionOutcome id={outcomeId} outcome={action.outcome} />
      {refundable && asking ? (
        <>
          <TextField label={adminUiText.refundReasonLabel} name="refundReason" value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
          <ConfirmGroup
            question={adminUiText.refundQuestion(amount, method)}
            yes={adminUiText.refundYes}
            busyText={adminUiText.refunding}
            busy={action.busy}
            onYes={() => void refund()}
            onCancel={withdraw}
          />
        </>
      ) : refundable ? (
        <Button ref={buttonRef} variant="secondary" aria-describedby={`${titleId} ${outcomeId}`} onClick={ask}>
          {adminUiText.refundPayment}
        </Button>
      ) : null}
    </li>
  );
}
