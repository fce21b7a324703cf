import type { Executor, Tier } from '@guidepass/db';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';

/** What one week costs through one provider, in its currency's minor units (a tier_prices row). */
export interface WeeklyPrice {
  currency: string;
  amountMinor: number;
}

/** A tier with its weekly price at each provider that has one. */
export type PricedTier = Tier & { prices: Partial<Record<string, WeeklyPrice>> };

/** Thrown when a tier has no price for a provider the code offers: configuration to fix, never a guess. */
export class MissingTierPrice extends Error {
  override name = 'MissingTierPrice';
}

/** The tier's weekly price through the provider (tier_prices); throws MissingTierPrice when it has none. */
export function weeklyPrice(tier: PricedTier, provider: PaymentMethod): WeeklyPrice {
  const price = tier.prices[provider];
  if (!price) throw new MissingTierPrice(`tier ${tier.id} has no ${provider} price`);
  return price;
}

/** Attaches each tier's tier_prices rows, in one read. */
export async function withPrices(db: Executor, tiers: Tier[]): Promise<PricedTier[]> {
  if (tiers.length === 0) return [];
  const rows = await db
    .selectFrom('tier_prices')
    .select(['tier_id', 'provider', 'currency', 'amount_minor'])
    .where(
      'tier_id',
      'in',
      tiers.map((tier) => tier.id),
    )
    .execute();
  return tiers.map((tier) => ({
    ...tier,
    prices: Object.fromEntries(rows.filter((row) => row.tier_id === tier.id).map((row) => [row.provider, { currency: row.currency, amountMinor: row.amount_minor }])),
  }));
}

/** The active tiers in their order, with their prices. */
export async function activePricedTiers(db: Executor): Promise<PricedTier[]> {
  return withPrices(db, await db.selectFrom('tiers').selectAll().where('active', '=', true).orderBy('sort').execute());
}

/** One active tier with its prices; undefined when there is no such active tier. */
export async function findActivePricedTier(db: Executor, id: string): Promise<PricedTier | undefined> {
  const tier = await db.selectFrom('tiers').selectAll().where('id', '=', id).where('active', '=', true).executeTakeFirst();
  return tier ? (await withPrices(db, [tier]))[0] : undefined;
}
