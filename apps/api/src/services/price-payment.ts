import type { Tier } from '@guidepass/db';
import type { TierOffer } from '@guidepass/domain/payments';
import type { NextPurchase } from '@guidepass/domain/purchase';
import { decimalAmount, type TierId } from '@guidepass/domain/tiers';
import { formatPrice, formatPula } from '@guidepass/texts/format';
import { weeklyPayPalMinor } from '@guidepass/payments/paypal-plans';
import type { MemberPurchase } from './purchase-now.ts';


/**
 * What one payment of `weeks` weeks for a tier charges (the weeks are the member's purchase's, purchase-now.ts): its
 * pula price and each provider's amount.
 */
export function pricePayment(tier: Tier, weeks: number) {
  const paypalCents = weeklyPayPalMinor(tier) * weeks;
  const yocoCents = tier.yoco_amount_cents * weeks;
  const offer: TierOffer = {
    id: tier.id as TierId,
    name: tier.name,
    description: tier.description,
    weeklyPrice: formatPula(tier.weekly_price_thebe),
    weeks,
    total: formatPula(tier.weekly_price_thebe * weeks),
    charge: {
      paypal: { currency: tier.paypal_currency, amount: decimalAmount(paypalCents), label: formatPrice(paypalCents, tier.paypal_currency) },
      yoco: { currency: 'ZAR', amount: decimalAmount(yocoCents), label: formatPrice(yocoCents, 'ZAR') },
    },
  };
  return { offer, weeks, priceThebe: tier.weekly_price_thebe * weeks, paypalCents, yocoCents };
}

/**
 * What the member's next purchase of the tier charges: Renew now's amount per provider, and PayPal renewal's first
 * charge (the same amount: 2 weeks on the first-cycle plan, or 1 on the weekly plan) with when it falls, then weekly.
 */
export function quoteNextPurchase(tier: Tier, purchase: MemberPurchase): NextPurchase {
  const now = pricePayment(tier, purchase.weeks).offer;
  return {
    kind: purchase.kind,
    weeks: purchase.weeks,
    total: now.total,
    charge: now.charge,
    renewal: { startsAt: purchase.startsAt?.toISOString() ?? null, weekly: pricePayment(tier, 1).offer.charge.paypal },
  };
}
