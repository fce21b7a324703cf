import type { Money } from '../money.ts';
import type { Payer } from '../payer.ts';

export type ProductType = 'PHYSICAL' | 'DIGITAL' | 'SERVICE';
export type IntervalUnit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
export type TenureType = 'TRIAL' | 'REGULAR';
export type PlanStatus = 'CREATED' | 'INACTIVE' | 'ACTIVE';
export type SubscriptionStatus = 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
export type SaleState = 'completed' | 'denied' | 'partially_refunded' | 'refunded' | 'reversed';

export interface Product {
  id: string;
  name: string;
  type: ProductType;
  description: string | undefined;
  category: string | undefined;
  imageUrl: string | undefined;
  homeUrl: string | undefined;
  createTime: Date;
  updateTime: Date;
}

export interface BillingCycle {
  intervalUnit: IntervalUnit;
  intervalCount: number;
  tenureType: TenureType;
  sequence: number;
  /** 0 = forever (REGULAR only). */
  totalCycles: number;
  /** Undefined for a free trial. */
  price: Money | undefined;
}

export interface Plan {
  id: string;
  productId: string;
  name: string;
  description: string | undefined;
  status: PlanStatus;
  /** Sorted by sequence. */
  billingCycles: BillingCycle[];
  autoBillOutstanding: boolean;
  setupFee: Money | undefined;
  setupFeeFailureAction: 'CONTINUE' | 'CANCEL';
  paymentFailureThreshold: number;
  createTime: Date;
  updateTime: Date;
}

export interface Subscription {
  id: string;
  planId: string;
  status: SubscriptionStatus;
  statusUpdateTime: Date;
  statusChangeNote: string | undefined;
  startTime: Date;
  customId: string | undefined;
  /** The token of the approval link (BA-…) and the one PayPal adds to the return URL. */
  baToken: string;
  returnToken: string;
  returnUrl: string | undefined;
  cancelUrl: string | undefined;
  brandName: string | undefined;
  subscriberEmail: string | undefined;
  subscriber: Payer | undefined;
  /** Completed cycles per billing cycle sequence. */
  cyclesCompleted: Map<number, number>;
  /** Start of the next unpaid cycle (undefined before approval and once nothing more is billed). */
  nextCycleDue: Date | undefined;
  /** When PayPal next tries to charge: the cycle's due time, or the retry after a failed charge. */
  nextBillingTime: Date | undefined;
  /** Consecutive failed charges; a completed one resets it. */
  failedPaymentsCount: number;
  outstandingMinor: bigint;
  lastPayment: { amount: Money; time: Date } | undefined;
  lastFailedPayment: { amount: Money; time: Date } | undefined;
  saleIds: string[];
  createTime: Date;
  updateTime: Date;
}

/** A recurring charge (v1 sale); a DECLINED one is kept too, as the transactions list shows it. */
export interface Sale {
  id: string;
  subscriptionId: string;
  state: SaleState;
  amount: Money;
  refundedMinor: bigint;
  createTime: Date;
  updateTime: Date;
}

export interface SaleRefund {
  id: string;
  saleId: string;
  /** A reversal is PayPal taking the money back (chargeback), shaped like a refund. */
  kind: 'refund' | 'reversal';
  amount: Money;
  description: string | undefined;
  createTime: Date;
}

/** Catalog products, billing plans, subscriptions and their sales, as one stand-in remembers them. */
export interface SubscriptionStore {
  products: Map<string, Product>;
  plans: Map<string, Plan>;
  subscriptions: Map<string, Subscription>;
  /** Subscription id by ba_token, for the approval page. */
  byBaToken: Map<string, string>;
  sales: Map<string, Sale>;
  saleRefunds: Map<string, SaleRefund>;
}

export function createSubscriptionStore(): SubscriptionStore {
  return { products: new Map(), plans: new Map(), subscriptions: new Map(), byBaToken: new Map(), sales: new Map(), saleRefunds: new Map() };
}
