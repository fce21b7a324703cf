import { useId } from 'react';
import type { TierOffer } from '@guidepass/domain/payments';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { uiText } from '../../../config/missing-messages.ts';

interface TierCardProps {
  tier: TierOffer;
  method: PaymentMethod;
  /** the selected way as members know it: "Orange Money", "Card (pula)", "PayPal" */
  methodName: string;
  checked: boolean;
  onChoose(): void;
}

/**
 * One tier of the payment view, a radio card: name, description, weekly price and what the *selected* way of paying
 * charges (product.md §17): in pula the first payment itself ("P100 now for 2 weeks with Orange Money"), else the
 * renewing first payment in pula and the amount in the provider's currency ("US$7.40 with PayPal"). Amounts are the
 * labels of GET /api/tiers (formatPula, formatPrice on the server), never worked out here.
 */
export function TierCard({ tier, method, methodName, checked, onChoose }: TierCardProps) {
  const id = useId();
  const charge = tier.charge[method];
  const inPula = charge.currency.toUpperCase() === 'BWP';
  return (
    <label className={['choice', 'tier', checked ? 'tier--chosen' : null].filter(Boolean).join(' ')}>
      <input
        type="radio"
        name="tier"
        value={tier.id}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details`}
      />
      <span className="tier__text">
        <span id={`${id}-name`} className="tier__name">
          {tier.name}
        </span>
        <span id={`${id}-details`} className="tier__details">
          <span className="tier__description">{tier.description}</span>{' '}
          <span className="tier__price">{uiText.weeklyPrice(tier.weeklyPrice)}</span>{' '}
          {inPula ? (
            <span className="tier__first">{uiText.tierFirstPaymentWith(tier.total, tier.weeks, methodName)}</span>
          ) : (
            <>
              <span className="tier__first">{uiText.tierFirstPayment[method](tier.total, tier.weeks, tier.weeklyPrice)}</span>{' '}
              <span className="tier__charge">{uiText.tierChargeWith(charge.label, methodName)}</span>
            </>
          )}
        </span>
      </span>
    </label>
  );
}
