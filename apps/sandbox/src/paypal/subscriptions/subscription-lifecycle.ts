import { issueError } from '../paypal-error.ts';
import type { PaypalState } from '../paypal-state.ts';
import { publishEvents, type EventDraft } from '../webhook-events.ts';
import { billNextCycle, chargeSetupFee, scheduleNextCharge, setSubscriptionStatus } from './bill-subscription.ts';
import type { Subscription, SubscriptionStatus } from './subscription-records.ts';
import { subscriptionEvent } from './subscription-events.ts';
import type { SubscriptionDraft } from './validate-subscription.ts';

/** Creates an APPROVAL_PENDING subscription on an ACTIVE plan and announces it (BILLING.SUBSCRIPTION.CREATED). */
export function createSubscription(state: PaypalState, draft: SubscriptionDraft): Subscription {
  const { billing } = state.store;
  const plan = billing.plans.get(draft.planId);
  if (!plan) throw issueError('INVALID_RESOURCE_ID', { field: '/plan_id', value: draft.planId, location: 'body', description: 'Requested resource ID was not found.' });
  if (plan.status !== 'ACTIVE') throw issueError('PLAN_STATUS_INVALID', { field: '/plan_id', value: draft.planId, location: 'body' });
  // No plan here supports quantity (validate-plan.ts refuses quantity_supported: true), so any quantity is refused.
  if (draft.quantity !== undefined) throw issueError('SUBSCRIPTION_CANNOT_HAVE_QUANTITY', { field: '/quantity', value: draft.quantity, location: 'body' });

  let id = `I-${state.ids.upperAlphanumeric(12)}`;
  while (billing.subscriptions.has(id)) id = `I-${state.ids.upperAlphanumeric(12)}`;
  const now = state.settings.now();
  const subscription: Subscription = {
    id,
    planId: plan.id,
    status: 'APPROVAL_PENDING',
    statusUpdateTime: now,
    statusChangeNote: undefined,
    startTime: draft.startTime ?? now,
    customId: draft.customId,
    baToken: `BA-${state.ids.upperAlphanumeric(17)}`,
    returnToken: state.ids.upperAlphanumeric(17),
    returnUrl: draft.returnUrl,
    cancelUrl: draft.cancelUrl,
    brandName: draft.brandName,
    subscriberEmail: draft.subscriberEmail,
    subscriber: undefined,
    cyclesCompleted: new Map(),
    nextCycleDue: undefined,
    nextBillingTime: undefined,
    failedPaymentsCount: 0,
    outstandingMinor: 0n,
    lastPayment: undefined,
    lastFailedPayment: undefined,
    saleIds: [],
    createTime: now,
    updateTime: now,
  };
  billing.subscriptions.set(id, subscription);
  billing.byBaToken.set(subscription.baToken, id);
  publishEvents(state, [subscriptionEvent(state, subscription, 'CREATED')]);
  return subscription;
}

/**
 * The buyer approved: ACTIVE at once, the setup fee and (unless start_time is later) the first cycle charged now.
 * ACTIVATED goes out before the first sale, which PayPal also does at times.
 */
export function approveSubscription(state: PaypalState, subscription: Subscription): void {
  const now = state.settings.now();
  subscription.subscriber = {
    payerId: state.ids.upperAlphanumeric(13),
    email: subscription.subscriberEmail ?? 'buyer@example.com',
    givenName: 'Sandbox',
    surname: 'Buyer',
    countryCode: 'BW',
  };
  setSubscriptionStatus(state, subscription, 'ACTIVE');
  const startsNow = subscription.startTime.getTime() <= now.getTime();
  subscription.nextCycleDue = startsNow ? now : subscription.startTime;
  subscription.nextBillingTime = subscription.nextCycleDue;
  const drafts: EventDraft[] = [subscriptionEvent(state, subscription, 'ACTIVATED'), ...chargeSetupFee(state, subscription).drafts];
  if (startsNow) drafts.push(...billNextCycle(state, subscription, 'completed').drafts);
  publishEvents(state, drafts);
  scheduleNextCharge(state, subscription);
}

interface StatusChange {
  action: 'cancel' | 'suspend' | 'activate';
  from: SubscriptionStatus[];
  to: SubscriptionStatus;
  event: 'CANCELLED' | 'SUSPENDED' | 'ACTIVATED';
  /** PayPal's wording of the refusal. */
  should: string;
}

const changes: Record<StatusChange['action'], StatusChange> = {
  cancel: { action: 'cancel', from: ['ACTIVE', 'SUSPENDED', 'APPROVED'], to: 'CANCELLED', event: 'CANCELLED', should: 'active or suspended' },
  suspend: { action: 'suspend', from: ['ACTIVE'], to: 'SUSPENDED', event: 'SUSPENDED', should: 'active' },
  activate: { action: 'activate', from: ['SUSPENDED'], to: 'ACTIVE', event: 'ACTIVATED', should: 'suspended' },
};

/** PayPal suspended it itself: payment_failure_threshold consecutive charges failed (bill-subscription.ts). */
function suspendedForFailedPayments(state: PaypalState, subscription: Subscription): boolean {
  const threshold = state.store.billing.plans.get(subscription.planId)?.paymentFailureThreshold ?? 0;
  return subscription.status === 'SUSPENDED' && threshold > 0 && subscription.failedPaymentsCount >= threshold;
}

/**
 * cancel / suspend / activate by the merchant; the wrong status is 422 SUBSCRIPTION_STATUS_INVALID, and a subscription
 * PayPal suspended for failed payments cannot be activated by the merchant (422 SUBSCRIPTION_CANNOT_BE_ACTIVATED).
 */
export function changeSubscriptionStatus(state: PaypalState, subscription: Subscription, action: StatusChange['action'], reason: string | undefined): void {
  const change = changes[action];
  if (!change.from.includes(subscription.status)) {
    throw issueError('SUBSCRIPTION_STATUS_INVALID', {
      description: `Invalid subscription status for ${action} action; subscription status should be ${change.should}.`,
    });
  }
  if (action === 'activate' && suspendedForFailedPayments(state, subscription)) throw issueError('SUBSCRIPTION_CANNOT_BE_ACTIVATED');
  setSubscriptionStatus(state, subscription, change.to, reason);
  if (change.to === 'CANCELLED') subscription.nextBillingTime = undefined;
  publishEvents(state, [subscriptionEvent(state, subscription, change.event)]);
  const due = subscription.nextBillingTime;
  // An overdue cycle of a reactivated subscription waits for the bill control instead of being charged unasked.
  if (due && due < state.settings.now()) state.billingSchedule.clear(subscription.id);
  else scheduleNextCharge(state, subscription);
}
