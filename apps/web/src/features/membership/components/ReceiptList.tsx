import { useId } from 'react';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { methodLabels, uiText } from '../../../config/missing-messages.ts';
import type { MembershipPayment } from '../api/get-membership.ts';
import type { TierFacts } from '../hooks/use-membership.ts';
import { FactList } from '../../../components/FactList.tsx';
import { chargedLabel } from '../../../lib/charged-label.ts';
import { gaboroneDateTime, tierName } from './format.ts';

const fields = uiText.receiptFields;

/** Every payment, newest first, one card each (a table would not fit 360 px): what, when, how much and its receipt. */
export function ReceiptList({ payments, tiers }: { payments: MembershipPayment[]; tiers: TierFacts }) {
  const titleId = useId();
  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{uiText.receiptsTitle}</h2>
      {payments.length === 0 ? (
        <p>{uiText.receiptsNone}</p>
      ) : (
        <ul className="receipts">
          {payments.map((payment) => (
            <li key={payment.id} className={`receipt receipt--${payment.status}`}>
              <FactList
                className="membership-facts"
                facts={[
                  [fields.date, gaboroneDateTime(payment.createdAt)],
                  [fields.tier, tierName(tiers, payment.tierId)],
                  [fields.provider, methodLabels[payment.provider as PaymentMethod] ?? payment.provider],
                  [fields.amount, chargedLabel(payment.amount, payment.currency)],
                  [fields.weeks, uiText.receiptWeeks(payment.weeks)],
                  [fields.status, uiText.paymentStatusLabels[payment.status] ?? payment.status],
                  [fields.receipt, payment.receiptNumber ?? uiText.receiptNoNumber],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
