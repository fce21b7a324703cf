import type { TierOffer } from '@guidepass/domain/payments';
import { paymentMethods, type PaymentMethod } from '@guidepass/domain/payment-providers';
import type { NextPurchase, ProviderCharge } from '@guidepass/domain/purchase';
import { decimalAmount, type TierId } from '@guidepass/domain/tiers';
import { formatPrice, formatPula } from '@guidepass/texts/format';
import { weeklyPrice, type PricedTier, type WeeklyPrice } from './tier-prices.ts';
import type { MemberPurchase } from './purchase-now.ts';
import { renewalProvider } from './renewal-provider.ts';

/**
 * What one payment of `weeks` weeks for a tier charges (the weeks are the member's purchase's, purchase-now.ts): its
 * pula price and each provider's amount (tier_prices, per week, times the weeks).
 */
export function pricePayment(tier: PricedTier, weeks: number) {
  const charged = (provider: PaymentMethod): WeeklyPrice => {
    const price = weeklyPrice(tier, provider);
    return { currency: price.currency, amountMinor: price.amountMinor * weeks };
  };
  const charge = (provider: PaymentMethod): ProviderCharge => {
    const { currency, amountMinor } = charged(provider);
    return { currency, amount: decimalAmount(amountMinor), label: formatPrice(amountMinor, currency) };
  };
  const offer: TierOffer = {
    id: tier.id as TierId,
    name: tier.name,
    description: tier.description,
    weeklyPrice: formatPula(tier.weekly_price_thebe),
    weeks,
    total: formatPula(tier.weekly_price_thebe * weeks),
    charge: Object.fromEntries(paymentMethods.map((provider) => [provider, charge(provider)])) as Record<PaymentMethod, ProviderCharge>,
  };
  return { offer, weeks, priceThebe: tier.weekly_price_thebe * weeks, charged };
}

/**
 * What the member's next purchase of the tier charges: Renew now's amount per provider, and automatic renewal's first
 * charge (the same amount: 2 weeks on the first-cycle plan, or 1 on the weekly plan) with when it falls, then weekly.
 */
export function quoteNextPurchase(tier: PricedTier, purchase: MemberPurchase): NextPurchase {
  const now = pricePayment(tier, purchase.weeks).offer;
  return {
    kind: purchase.kind,
    weeks: purchase.weeks,
    total: now.total,
    charge: now.charge,
    renewal: { startsAt: purchase.startsAt?.toISOString() ?? null, weekly: pricePayment(tier, 1).offer.charge[renewalProvider] },
  };
}
