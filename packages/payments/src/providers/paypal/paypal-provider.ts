import type { Config } from '@guidepass/config';
import type { Db, Executor } from '@guidepass/db';
import { createPayPalClient, type PayPalClient } from '@guidepass/providers/paypal-client';
import { createPayPalSignatureVerifier } from '@guidepass/providers/paypal-webhook-signature';
import type { WebhookCheck } from '../../payment-gateway.ts';
import type { ProviderClients } from '../../provider-clients.ts';
import { cancelPayPalSubscription } from './cancel-paypal-subscription.ts';
import { confirmPayPalSubscription } from './confirm-paypal-subscription.ts';
import { paypalEvents, paypalGateway } from './paypal-gateway.ts';
import { openPayPalSubscription, type SubscriptionOpening } from './open-paypal-subscription.ts';
import { findLiveSubscription, findStoppableSubscriptions } from './paypal-subscriptions-repository.ts';
import { handlePayPalSubscriptionEvent } from './paypal-subscription-events.ts';
import { AdminSubscription, memberSubscriptionViews } from './paypal-admin-subscriptions.ts';

declare module '../../provider-clients.ts' {
  interface ProviderClients {
    paypal?: PayPalClient | null;
  }
}

/**
 * PayPal in the provider list (provider-list.ts): its client, its webhook check, its adapter and event reader, and
 * automatic renewal, which is PayPal's alone (renewal-provider.ts).
 */
export const paypalProvider = {
  name: 'paypal',
  client: ({ paypal }: Pick<Config, 'paypal'>): PayPalClient | null =>
    paypal ? createPayPalClient({ apiBase: paypal.apiBase, clientId: paypal.clientId, clientSecret: paypal.clientSecret }) : null,
  /**
   * Checked against the webhook id, with certificates from the allowed hosts chaining to a trusted root (Node's, plus
   * PAYPAL_CERT_TRUSTED_ROOTS, e.g. the sandbox's).
   */
  webhookCheck: ({ paypal }: Pick<Config, 'paypal'>): WebhookCheck | null => {
    const verify = paypal?.webhookId ? createPayPalSignatureVerifier({ extraRoots: paypal.certTrustedRoots }) : null;
    return verify && (({ headers, body }) => verify({ headers, rawBody: body, webhookId: paypal!.webhookId!, certHosts: paypal!.certHosts }));
  },
  gateway: ({ paypal, webhookChecks }: { paypal?: PayPalClient | null; webhookChecks?: Partial<Record<string, WebhookCheck | null>> }) =>
    paypal ? paypalGateway(paypal, webhookChecks?.paypal ?? null) : null,
  events: paypalEvents,
  /**
   * automatic renewal (product.md §8) is a subscription here (plans, subscriptions and sales in this folder): open and
   * cancel one, find the member's, the confirm job's work, what a subscription event does
   */
  renewal: {
    /** the member's live subscription, and every one that could still charge or activate (paypal-subscriptions-repository.ts) */
    findLive: findLiveSubscription,
    findStoppable: findStoppableSubscriptions,
    confirm: confirmPayPalSubscription,
    applyEvent: handlePayPalSubscriptionEvent,
    /** opens a subscription here (open-paypal-subscription.ts); null where not configured */
    opener: ({ paypal }: ProviderClients) => (paypal ? (db: Db, opening: SubscriptionOpening) => openPayPalSubscription(db, paypal, opening) : null),
    /** cancels one subscription here and records it CANCELLED (cancel-paypal-subscription.ts); null where not configured */
    canceller: ({ paypal }: ProviderClients) =>
      paypal ? (db: Executor, subscription: { id: string; paypal_subscription_id: string | null }, reason: string) => cancelPayPalSubscription(db, paypal, subscription, reason) : null,
    /** what the admin area shows of a member's subscriptions (paypal-admin-subscriptions.ts): the answer's shape, and the member's */
    admin: { subscription: AdminSubscription, memberSubscriptions: memberSubscriptionViews },
  },
} as const;
