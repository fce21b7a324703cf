import type { Money } from './money.ts';
import type { Payer } from './payer.ts';
import { createSubscriptionStore, type SubscriptionStore } from './subscriptions/subscription-records.ts';

export type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
export type CaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'FAILED';

export interface PurchaseUnit {
  referenceId: string;
  amount: Money;
  customId: string | undefined;
  invoiceId: string | undefined;
  description: string | undefined;
  captureIds: string[];
}

export interface Order {
  id: string;
  status: OrderStatus;
  /** payment_source.paypal.experience_context (payer-action link) or legacy application_context (approve link). */
  flow: 'payer-action' | 'approve';
  returnUrl: string | undefined;
  cancelUrl: string | undefined;
  brandName: string | undefined;
  purchaseUnits: PurchaseUnit[];
  payer: Payer | undefined;
  /** Set by the Decline button: the buyer approved, but the instrument fails at capture. */
  declineCapture: boolean;
  createTime: Date;
  updateTime: Date;
}

export interface Capture {
  id: string;
  orderId: string;
  referenceId: string;
  status: CaptureStatus;
  statusReason: string | undefined;
  amount: Money;
  customId: string | undefined;
  invoiceId: string | undefined;
  refundedMinor: bigint;
  createTime: Date;
  updateTime: Date;
}

export interface Refund {
  id: string;
  captureId: string;
  /** A reversal is PayPal taking the money back (chargeback), shaped like a refund. */
  kind: 'refund' | 'reversal';
  status: 'COMPLETED';
  amount: Money;
  invoiceId: string | undefined;
  noteToPayer: string | undefined;
  createTime: Date;
  updateTime: Date;
}

export interface Webhook {
  id: string;
  url: string;
  /** Event names, or "*" for all. */
  eventTypes: string[];
}

export interface StoredReply {
  body: unknown;
  storedAt: number;
}

export interface WebhookEvent {
  id: string;
  event_version: string;
  create_time: string;
  resource_type: string;
  resource_version: string;
  event_type: string;
  summary: string;
  resource: unknown;
  links: { href: string; rel: string; method: string }[];
}

/** Everything one PayPal stand-in remembers; created per sandbox, never shared. */
export interface PaypalStore {
  orders: Map<string, Order>;
  captures: Map<string, Capture>;
  refunds: Map<string, Refund>;
  invoiceIds: Set<string>;
  /** PayPal-Request-Id replays, keyed by operation, resource and request id. */
  replies: Map<string, StoredReply>;
  /** Access token → expiry (epoch ms). */
  tokens: Map<string, number>;
  webhooks: Map<string, Webhook>;
  events: Map<string, WebhookEvent>;
  /** Billing Plans and Subscriptions v1 (providers.md §1.8). */
  billing: SubscriptionStore;
}

export function createPaypalStore(): PaypalStore {
  return {
    orders: new Map(),
    captures: new Map(),
    refunds: new Map(),
    invoiceIds: new Set(),
    replies: new Map(),
    tokens: new Map(),
    webhooks: new Map(),
    events: new Map(),
    billing: createSubscriptionStore(),
  };
}
