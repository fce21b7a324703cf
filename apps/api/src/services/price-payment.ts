import type { Tier } from '@guidepass/db';
import type { TierOffer } from '@guidepass/domain/payments';
import { decimalAmount, pulaLabel, weeksToBuy, type TierId } from '@guidepass/domain/tiers';
import { weeklyPayPalMinor } from '@guidepass/payments/paypal-plans';

const currencySymbol: Record<string, string> = { USD: 'US$', EUR: '€', GBP: '£', ZAR: 'R' };
const moneyLabel = (currency: string, cents: number) => `${currencySymbol[currency] ?? `${currency} `}${decimalAmount(cents)}`;

/**
 * What one payment for a tier charges: the weeks it buys (the rule's, unless given: "Renew now" is always 1),
 * its pula price, and each provider's amount.
 */
export function pricePayment(tier: Tier, membershipActive: boolean, weeks = weeksToBuy(membershipActive)) {
  const paypalCents = weeklyPayPalMinor(tier) * weeks;
  const yocoCents = tier.yoco_amount_cents * weeks;
  const offer: TierOffer = {
    id: tier.id as TierId,
    name: tier.name,
    description: tier.description,
    weeklyPrice: pulaLabel(tier.weekly_price_thebe),
    weeks,
    total: pulaLabel(tier.weekly_price_thebe * weeks),
    charge: {
      paypal: { currency: tier.paypal_currency, amount: decimalAmount(paypalCents), label: moneyLabel(tier.paypal_currency, paypalCents) },
      yoco: { currency: 'ZAR', amount: decimalAmount(yocoCents), label: moneyLabel('ZAR', yocoCents) },
    },
  };
  return { offer, weeks, priceThebe: tier.weekly_price_thebe * weeks, paypalCents, yocoCents };
}
