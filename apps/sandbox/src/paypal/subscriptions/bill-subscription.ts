import { fromMinorUnits, toMinorUnits, type Money } from '../money.ts';
import type { PaypalState } from '../paypal-state.ts';
import { publishEvents, type EventDraft } from '../webhook-events.ts';
import { addInterval, currentCycle } from './billing-calendar.ts';
import type { Sale, Subscription } from './subscription-records.ts';
import { saleCompletedEvent, subscriptionEvent } from './subscription-events.ts';

export type BillOutcome = 'completed' | 'failed';

export interface BillResult {
  sale: Sale | undefined;
  /** Events in delivery order; the first one is about this charge (sale completed or payment failed). */
  drafts: EventDraft[];
}

// PayPal retries a failed recurring charge after 5 days by default.
const retryAfterDays = 5;

function recordSale(state: PaypalState, subscription: Subscription, amount: Money, saleState: Sale['state']): Sale {
  const now = state.settings.now();
  let id = state.ids.upperAlphanumeric(17);
  while (state.store.billing.sales.has(id)) id = state.ids.upperAlphanumeric(17);
  const sale: Sale = { id, subscriptionId: subscription.id, state: saleState, amount, refundedMinor: 0n, createTime: now, updateTime: now };
  state.store.billing.sales.set(id, sale);
  subscription.saleIds.push(id);
  return sale;
}

export function setSubscriptionStatus(state: PaypalState, subscription: Subscription, status: Subscription['status'], note?: string): void {
  subscription.status = status;
  subscription.statusUpdateTime = state.settings.now();
  subscription.updateTime = subscription.statusUpdateTime;
  subscription.statusChangeNote = note;
}

/** A plan's setup fee, charged once when the buyer approves (always succeeds here). */
export function chargeSetupFee(state: PaypalState, subscription: Subscription): BillResult {
  const plan = state.store.billing.plans.get(subscription.planId);
  if (!plan?.setupFee) return { sale: undefined, drafts: [] };
  const sale = recordSale(state, subscription, plan.setupFee, 'completed');
  subscription.lastPayment = { amount: plan.setupFee, time: sale.createTime };
  return { sale, drafts: [saleCompletedEvent(state, sale)] };
}

/**
 * Charges the cycle that is due now, whatever its due time: completed pays it and moves next_billing_time one
 * interval on from when it was due; failed leaves it unpaid (outstanding, retried later) and may suspend.
 */
export function billNextCycle(state: PaypalState, subscription: Subscription, outcome: BillOutcome): BillResult {
  const plan = state.store.billing.plans.get(subscription.planId);
  const cycle = plan && currentCycle(plan, subscription);
  if (!plan || !cycle) return { sale: undefined, drafts: [] };
  const now = state.settings.now();
  const currency = plan.billingCycles.find((candidate) => candidate.price)?.price?.currency_code ?? 'USD';
  const amount = cycle.price ?? fromMinorUnits(currency, 0n);
  const free = toMinorUnits(amount) === 0n;
  subscription.updateTime = now;

  if (outcome === 'failed' && !free) {
    const sale = recordSale(state, subscription, amount, 'denied');
    subscription.failedPaymentsCount += 1;
    subscription.lastFailedPayment = { amount, time: now };
    subscription.outstandingMinor = toMinorUnits(amount);
    subscription.nextBillingTime = addInterval(now, { intervalUnit: 'DAY', intervalCount: retryAfterDays });
    const drafts = [subscriptionEvent(state, subscription, 'PAYMENT.FAILED')];
    if (plan.paymentFailureThreshold > 0 && subscription.failedPaymentsCount >= plan.paymentFailureThreshold) {
      setSubscriptionStatus(state, subscription, 'SUSPENDED', 'Payment failure threshold reached');
      drafts.push(subscriptionEvent(state, subscription, 'SUSPENDED'));
    }
    return { sale, drafts };
  }

  const sale = free ? undefined : recordSale(state, subscription, amount, 'completed');
  subscription.cyclesCompleted.set(cycle.sequence, (subscription.cyclesCompleted.get(cycle.sequence) ?? 0) + 1);
  if (sale) subscription.lastPayment = { amount, time: now };
  subscription.failedPaymentsCount = 0;
  subscription.outstandingMinor = 0n;
  subscription.nextCycleDue = addInterval(subscription.nextCycleDue ?? now, cycle);
  const drafts = sale ? [saleCompletedEvent(state, sale)] : [];
  if (currentCycle(plan, subscription)) subscription.nextBillingTime = subscription.nextCycleDue;
  else {
    subscription.nextBillingTime = undefined;
    setSubscriptionStatus(state, subscription, 'EXPIRED');
    drafts.push(subscriptionEvent(state, subscription, 'EXPIRED'));
  }
  return { sale, drafts };
}

/** Arms the timer for the next charge of an ACTIVE subscription (PayPal bills on its own when a cycle falls due). */
export function scheduleNextCharge(state: PaypalState, subscription: Subscription): void {
  const due = subscription.nextBillingTime;
  if (subscription.status !== 'ACTIVE' || !due) {
    state.billingSchedule.clear(subscription.id);
    return;
  }
  state.billingSchedule.at(subscription.id, due, () => {
    if (subscription.status !== 'ACTIVE') return;
    publishEvents(state, billNextCycle(state, subscription, 'completed').drafts);
    scheduleNextCharge(state, subscription);
  });
}
