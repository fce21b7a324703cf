import { useId } from 'react';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { chargedOtherThanPrice, formatAmountCharged, formatPula } from '@guidepass/texts/format';
import { methodLabels } from '../../../config/missing-messages.ts';
import type { MembershipPayment } from '../api/get-membership.ts';
import type { TierFacts } from '../hooks/use-membership.ts';
import { FactList } from '../../../components/FactList.tsx';
import { gaboroneDateTime, tierName } from './format.ts';
import { membershipUiText } from '@guidepass/texts/en/web/membership-ui-text';
import { messages } from '@guidepass/domain/messages';

/** Payments that moved money are receipts; any other is an attempt that never completed (product.md §17). */
const completed = (payment: MembershipPayment) => payment.status === 'captured' || payment.status === 'refunded';

const fields = membershipUiText.receiptFields;

/** The pula price, and what was charged where that is another currency or amount (product.md §13, money shown). */
function money(payment: MembershipPayment): [string, string][] {
  const price: [string, string] = [fields.price, formatPula(payment.priceThebe)];
  if (!chargedOtherThanPrice(payment.priceThebe, payment.amountMinor, payment.currency)) return [price];
  return [price, [fields.amount, formatAmountCharged(payment.amountMinor, payment.currency)]];
}

/** Every payment, newest first, one card each (a table would not fit 360 px): what, when, how much and its receipt. */
export function ReceiptList({ payments, tiers }: { payments: MembershipPayment[]; tiers: TierFacts }) {
  const titleId = useId();
  return (
    <section className="view-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{membershipUiText.receiptsTitle}</h2>
      {payments.length === 0 ? (
        <p>{membershipUiText.receiptsNone}</p>
      ) : (
        <ul className="receipts">
          {payments.map((payment) => (
            <li key={payment.id} className={`receipt receipt--${payment.status}`}>
              <FactList
                className="membership-facts"
                facts={[
                  [fields.date, gaboroneDateTime(payment.createdAt)],
                  [fields.tier, tierName(tiers, payment.tierId)],
                  [fields.provider, payment.paidWith ?? methodLabels[payment.provider as PaymentMethod] ?? payment.provider],
                  ...money(payment),
                  [fields.weeks, membershipUiText.receiptWeeks(payment.weeks)],
                  [fields.status, completed(payment) ? (membershipUiText.paymentStatusLabels[payment.status] ?? payment.status) : messages.notCompleted],
                  // an attempt that never completed is no receipt: no "Receipt number None"
                  ...(payment.receiptNumber && completed(payment) ? [[fields.receipt, payment.receiptNumber] as [string, string]] : []),
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
