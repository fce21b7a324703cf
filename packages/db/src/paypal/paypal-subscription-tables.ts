import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../column-types.ts';

// PayPal's tables join the database's (schema.ts: Database) from here, as a Fastify plugin adds its decorations: its
// billing plans and our record of each member's subscription.
declare module '../schema.ts' {
  interface Database {
    paypal_plans: PayPalPlansTable;
    subscriptions: SubscriptionsTable;
  }
}

/** Which plan of a tier (migration add_paypal_subscriptions): 2 weeks at 2 × the weekly price then weekly, or weekly only. */
export type PayPalPlanKind = 'first-cycle' | 'weekly';

/** A PayPal billing plan made once per tier, kind and weekly PayPal price. */
export interface PayPalPlansTable {
  id: Generated<string>;
  tier_id: string;
  kind: PayPalPlanKind;
  currency: string;
  weekly_amount_minor: number;
  paypal_product_id: string;
  paypal_plan_id: string;
  /** the PayPal account the plan was made at (paypalAccountKey) */
  paypal_account: ColumnType<string, string | undefined, string>;
  /** set when PayPal answered that it no longer knows the plan or its product */
  forgotten_at: Timestamp | null;
  created_at: CreatedAt;
}

/** PayPal's subscription states, as PayPal writes them. */
export type PayPalSubscriptionStatus = 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

/** A member's PayPal subscription: our record of PayPal's (status, next charge); its sales are payments rows. */
export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string | null;
  tier_id: string;
  paypal_subscription_id: string | null;
  paypal_plan_id: string;
  status: ColumnType<PayPalSubscriptionStatus, PayPalSubscriptionStatus | undefined, PayPalSubscriptionStatus>;
  currency: string;
  weekly_amount_minor: number;
  weekly_price_thebe: number;
  next_charge_at: Timestamp | null;
  last_event_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
