// npm run paypal:setup: makes (or finds) each active tier's two PayPal plans at its current price — first-cycle (2
// weeks at 2 × the weekly price, then weekly) and weekly — and keeps their ids in Postgres. The api also makes a plan
// on first use; this does it ahead, e.g. after a price change. Safe to run again: the same PayPal-Request-Id answers
// the same plan, and a kept plan is reused.
import { loadPayPalSetupSettings } from '@guidepass/config/providers/paypal/paypal-setup-settings';
import { createDb } from '@guidepass/db';
import { createPaymentProviders } from '@guidepass/payments/payment-providers';
import { ensurePayPalPlan } from '@guidepass/payments/providers/paypal/paypal-plans';
import { activePricedTiers } from '@guidepass/payments/tier-prices';
import { fail } from '../harness/log.ts';

// Only what the setup uses (PayPal's settings and the database its plans are kept in), not a JWT secret.
function readConfig() {
  try {
    return loadPayPalSetupSettings(process.env);
  } catch (error) {
    return fail((error as Error).message);
  }
}
const config = readConfig();
const paypal = createPaymentProviders(config).paypal;
if (!paypal) fail('PayPal is not configured (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET)');
const db = createDb(config.databaseUrl, { max: 1 });
try {
  const tiers = await activePricedTiers(db);
  for (const tier of tiers) {
    for (const kind of ['first-cycle', 'weekly'] as const) {
      const plan = await ensurePayPalPlan(db, paypal!, tier, kind);
      console.log(`${tier.id} ${kind}: ${plan.paypalPlanId} (${plan.currency} ${(plan.weeklyAmountMinor / 100).toFixed(2)} a week)`);
    }
  }
} catch (error) {
  fail((error as Error).message);
} finally {
  await db.destroy();
}
