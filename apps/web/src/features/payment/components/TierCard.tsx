import { useId } from 'react';
import type { TierOffer } from '@guidepass/domain/payments';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { methodLabels, uiText } from '../../../config/missing-messages.ts';

interface TierCardProps {
  tier: TierOffer;
  method: PaymentMethod;
  checked: boolean;
  onChoose(): void;
}

/**
 * One tier of the payment view, a radio card: name, description, weekly price, the first payment ("P200 now for
 * 2 weeks, then P100 a week" with PayPal, which renews; Yoco's weeks only) and what the chosen method charges in its
 * own currency. Amounts are the pula labels of GET /api/tiers (formatPula on the server), never worked out here.
 */
export function TierCard({ tier, method, checked, onChoose }: TierCardProps) {
  const id = useId();
  const charge = tier.charge[method];
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
          <span className="tier__first">{uiText.tierFirstPayment[method](tier.total, tier.weeks, tier.weeklyPrice)}</span>{' '}
          <span className="tier__charge">{uiText.tierChargedAs(charge.label, methodLabels[method])}</span>
        </span>
      </span>
    </label>
  );
}
