import type { Payment } from '@guidepass/db';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';

/** What a gateway needs of a payment row to confirm, read or refund it. */
export type GatewayPayment = Pick<Payment, 'id' | 'provider' | 'provider_ref' | 'capture_ref' | 'amount_minor' | 'currency'>;

/** A payment to refund: a PayPal subscription's sale (subscription_id set) is refunded as a sale, not a capture. */
export type GatewayRefundPayment = GatewayPayment & { subscription_id?: string | null };

/** Money given back from the app (product.md §13): an amount in the payment's own currency, and why. */
export interface GatewayRefund {
  /** minor units of the payment's currency; never more than what is left to refund */
  amountMinor: number;
  /** told to the provider (note to the payer, refund details) */
  reason: string;
  /** our id for this refund: the provider's idempotency key where it has one, its refund reference where it keeps ours */
  requestId: string;
}

/** Where a refund stands at the provider: DPO may hold one for its checker (providers.md §6.8). */
export type GatewayRefundState = 'approved' | 'pending' | 'declined';

/**
 * A refund the provider accepted. `check`: the provider told where it stands (its state, and its place among the
 * payment's refunds there, null when unknown); absent, the refund is done once accepted.
 */
export interface GatewayRefundResult {
  refundRef: string;
  check?: { state: GatewayRefundState; position: number | null };
}

/** What a provider is asked to open: our payment, its amount (in the provider's currency), and where to send the member back. */
export interface GatewayStart {
  paymentId: string;
  description: string;
  currency: string;
  amountMinor: number;
  /** APP_URL: the provider's return and cancel addresses are built on it (packages/domain/app-addresses) */
  appUrl: string;
}

/** The payment opened at the provider: its reference (order, checkout, token) and the page the member approves on. */
export interface GatewayStarted {
  providerRef: string;
  redirectUrl: string;
  /** present where the provider's reference is an order the member's older answers name (PayPal's order id) */
  orderId?: string;
}

/** What withdrawing an opened payment did at the provider (PaymentGateway.withdraw). */
export type GatewayWithdrawal = 'withdrawn' | 'left-open';

/** An amount a provider stated: minor units (undefined when what it wrote is not an amount) and currency as written. */
export interface StatedAmount {
  amountMinor: number | undefined;
  currency: unknown;
}

/**
 * What a provider says about one payment, in our words. `paid` is proof only with our amount and currency (the
 * confirming side checks `amount` against the row); `held` means the provider holds the money; `failed` ends it;
 * `not-approved` means the member has not approved yet; `expired` means the provider's time to pay has passed
 * unpaid; `settled` means there is nothing more to do here.
 */
export type GatewayProof =
  | { kind: 'paid'; ref: string; amount: StatedAmount | undefined }
  | { kind: 'held'; ref: string; amount: StatedAmount | undefined }
  | { kind: 'failed'; reason: string; amount?: StatedAmount }
  | { kind: 'not-approved' }
  | { kind: 'expired' }
  | { kind: 'settled'; amount?: StatedAmount };

/** How an event names its payment: by the provider's reference, by the captured charge, or by our own id. */
export type PaymentLocator = { providerRef?: unknown; captureRef?: unknown; paymentId?: unknown };

/**
 * A provider's webhook or notification in our words. `confirm`: ask the provider again (never believe the body);
 * `proof`: what it states about a payment; `refund`: money given back (`refundRef` the provider's, else the event's);
 * `noted`: about a payment, nothing to do (unknown payment if it cannot be found); `subscription`: PayPal's
 * subscription events, applied by the subscription lifecycle; `ignored`: not ours to act on.
 */
export type GatewayEvent =
  | { kind: 'confirm'; payment: PaymentLocator }
  | { kind: 'proof'; payment: PaymentLocator; proof: GatewayProof }
  | { kind: 'refund'; payment: PaymentLocator; refundRef: unknown; amount: StatedAmount }
  | { kind: 'noted'; payment: PaymentLocator; note?: string }
  | { kind: 'subscription'; type: string; resource: Record<string, any> }
  | { kind: 'ignored' };

/** Reading a provider's stored events needs no client: the worker turns them into ours, whatever is configured now. */
export interface GatewayEvents {
  /** what a stored event (its type and payload as the webhook intake kept them) means for our payments */
  interpret(type: string, body: Record<string, any>): GatewayEvent;
}

/** A delivery to POST /webhooks/{provider}: the body's exact bytes (signatures cover them) and the request's headers. */
export interface WebhookDelivery {
  body: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** Checks that a delivery is the provider's own (its signature); throws WebhookRejected when it is not. */
export type WebhookCheck = (delivery: WebhookDelivery) => Promise<void> | void;

/** An event as delivered, stored once per provider and event id (webhook_events) and processed by the event job. */
export interface DeliveredEvent {
  eventId: string;
  type: string;
  /** the JSON text kept and later given to `events.interpret` */
  payload: string;
}

/**
 * A provider's webhook intake (POST /webhooks/{provider}, product.md §13). A `signed` delivery proves where it comes
 * from. A `hint` is unsigned (DPO's notification): the intake keeps it only when it names a payment of ours not yet
 * paid, and its event can only ever be `confirm` (ask the provider again), so nothing in it is believed.
 */
export interface GatewayWebhook {
  readonly trust: 'signed' | 'hint';
  /** bytes; a bigger body is no delivery of this provider's (413) */
  readonly bodyLimit: number;
  /** checks and reads a delivery: null for a body that is no event; throws WebhookRejected for a forged one */
  receive(delivery: WebhookDelivery): Promise<DeliveredEvent | null>;
  /** the plain-text answer the provider expects (DPO: "OK"); absent, the intake answers our JSON */
  readonly acknowledgement?: string;
}

/**
 * Mobile money without leaving the app (product.md §13): the wallets the account offers (by the provider's operator
 * value), the time the member has to approve, and the payment request sent to their phone for an opened payment.
 */
export interface GatewayMobileMoney {
  readonly operators: readonly string[];
  readonly timeLimitMinutes: number;
  /**
   * sends the request for the opened payment (its providerRef) to the phone (digits with the country code); answers
   * the wallet's instructions and, when the wallet needs the member on its page (DPO RedirectOption 1), that page
   */
  charge(providerRef: string, to: { phone: string; operator: string }): Promise<{ instructions: string; redirectUrl?: string }>;
}

/**
 * The one contract every payment provider implements once (product.md §13): start a payment, confirm it after the
 * member's return, read its status, refund it, and read its events. The registry (gateway-registry.ts) holds one per
 * configured provider.
 */
export interface PaymentGateway {
  readonly name: PaymentMethod;
  /** opens the payment at the provider; a refusal or outage throws the provider's ProviderError */
  start(payment: GatewayStart): Promise<GatewayStarted>;
  /** asks for proof after the return (PayPal captures the order, Yoco reads the checkout); repeatable */
  confirm(payment: GatewayPayment): Promise<GatewayProof>;
  /** reads where the payment is at the provider without changing anything there */
  status(payment: GatewayPayment): Promise<GatewayProof>;
  /**
   * gives back all or part of a paid payment (product.md §13, refunds from the app); answers the provider's reference
   * of the refund, the one its refund event names, so the event finds the refund already recorded. A refusal or an
   * outage throws the provider's ProviderError.
   */
  refund(payment: GatewayRefundPayment, refund: GatewayRefund): Promise<GatewayRefundResult>;
  /**
   * where a refund the provider holds stands now (DPO verifyRefund), by its place among the payment's refunds (null:
   * the last); present for providers whose refunds can wait for a checker. An outage throws its ProviderError.
   */
  refundState?(payment: GatewayPayment, position: number | null): Promise<GatewayRefundState>;
  /**
   * withdraws an opened, unpaid payment so that it can no longer be paid (product.md §17 "Pay another way", §18 account
   * deletion). `withdrawn`: the provider has closed it (DPO cancelToken). `left-open`: the provider has no way to close
   * it (a PayPal order, a Yoco checkout), so the caller makes sure a later completion is never credited (an uncaptured
   * PayPal order is never captured; anything that completes anyway is refunded). A refusal (the payment is paid at the
   * provider) or an outage throws the provider's ProviderError.
   */
  withdraw(payment: GatewayPayment): Promise<GatewayWithdrawal>;
  readonly events: GatewayEvents;
  /**
   * how long after it is opened a payment the provider calls not paid yet can still be paid (DPO's PTL): a confirm
   * that finds it pending leaves it pending and the worker keeps asking until then (providers.md §6.8); absent, a
   * confirm's answer stands until the member or an event asks again
   */
  readonly pendingLimitMinutes?: number;
  /** null when the provider's webhooks are not configured here (no PayPal webhook id, no Yoco webhook secret) */
  readonly webhook: GatewayWebhook | null;
  /** present for a provider that can charge a phone (DPO with wallets configured) */
  readonly mobile?: GatewayMobileMoney;
}
