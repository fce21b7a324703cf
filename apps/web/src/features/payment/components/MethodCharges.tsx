import { useId } from 'react';
import type { TierOffer } from '@guidepass/domain/payments';
import { paymentMethods, type PaymentMethod } from '@guidepass/domain/payment-providers';
import { uiText } from '../../../config/missing-messages.ts';

/**
 * What the chosen tier's payment costs with each offered method, in that method's own currency (product.md §13):
 * "P200 by card or mobile money", "US$14.80 via PayPal", "R1010.80 via Yoco". The amounts are the labels GET
 * /api/tiers wrote from tier_prices (@guidepass/texts/format), never worked out here. Nothing before a tier is chosen.
 */
export function MethodCharges({ offer, providers }: { offer: TierOffer | null; providers: Record<PaymentMethod, boolean> }) {
  const titleId = useId();
  const offered = paymentMethods.filter((method) => providers[method]);
  if (!offer || offered.length === 0) return null;
  return (
    <div className="method-charges">
      <p id={titleId} className="note method-charges__title">
        {uiText.methodChargesTitle(offer.name)}
      </p>
      <ul className="method-charges__list" aria-labelledby={titleId}>
        {offered.map((method) => (
          <li key={method}>{uiText.methodCharge[method](offer.charge[method].label)}</li>
        ))}
      </ul>
    </div>
  );
}
