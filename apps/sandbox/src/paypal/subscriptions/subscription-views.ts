import { fromMinorUnits, type Money } from '../money.ts';
import { link } from '../paypal-links.ts';
import { isoSeconds } from '../paypal-time.ts';
import { sellerReceivableBreakdown } from '../seller-breakdown.ts';
import { planUrl, productUrl, saleRefundUrl, saleUrl, subscriptionApprovalUrl, subscriptionUrl } from './billing-links.ts';
import type { Plan, Product, Sale, SaleRefund, Subscription, SubscriptionStore } from './subscription-records.ts';

function optional<T>(key: string, value: T | undefined): Record<string, T> {
  return value === undefined ? {} : { [key]: value };
}

/** v1 payments money: `total` + `currency`, not `value` + `currency_code`. */
export const v1Amount = (money: Money) => ({ total: money.value, currency: money.currency_code });

export function productView(base: string, product: Product) {
  return {
    id: product.id,
    name: product.name,
    ...optional('description', product.description),
    type: product.type,
    ...optional('category', product.category),
    ...optional('image_url', product.imageUrl),
    ...optional('home_url', product.homeUrl),
    create_time: isoSeconds(product.createTime),
    update_time: isoSeconds(product.updateTime),
    links: [link(productUrl(base, product.id), 'self'), link(productUrl(base, product.id), 'edit', 'PATCH')],
  };
}

function planLinks(base: string, plan: Plan) {
  const self = planUrl(base, plan.id);
  return [link(self, 'self'), link(self, 'edit', 'PATCH')];
}

/** The default (return=minimal) answer to creating a plan. */
export function planMinimalView(base: string, plan: Plan) {
  return {
    id: plan.id,
    product_id: plan.productId,
    name: plan.name,
    status: plan.status,
    ...optional('description', plan.description),
    usage_type: 'LICENSED',
    create_time: isoSeconds(plan.createTime),
    links: planLinks(base, plan),
  };
}

export function planView(base: string, plan: Plan) {
  const currency = plan.billingCycles.find((cycle) => cycle.price)?.price?.currency_code ?? 'USD';
  return {
    ...planMinimalView(base, plan),
    billing_cycles: plan.billingCycles.map((cycle) => ({
      ...optional(
        'pricing_scheme',
        cycle.price ? { version: 1, fixed_price: cycle.price, create_time: isoSeconds(plan.createTime), update_time: isoSeconds(plan.updateTime) } : undefined,
      ),
      frequency: { interval_unit: cycle.intervalUnit, interval_count: cycle.intervalCount },
      tenure_type: cycle.tenureType,
      sequence: cycle.sequence,
      total_cycles: cycle.totalCycles,
    })),
    payment_preferences: {
      service_type: 'PREPAID',
      auto_bill_outstanding: plan.autoBillOutstanding,
      setup_fee: plan.setupFee ?? fromMinorUnits(currency, 0n),
      setup_fee_failure_action: plan.setupFeeFailureAction,
      payment_failure_threshold: plan.paymentFailureThreshold,
    },
    taxes: { percentage: '0', inclusive: false },
    quantity_supported: false,
    update_time: isoSeconds(plan.updateTime),
  };
}

function subscriptionLinks(base: string, subscription: Subscription) {
  const self = subscriptionUrl(base, subscription.id);
  switch (subscription.status) {
    case 'APPROVAL_PENDING':
      return [link(subscriptionApprovalUrl(base, subscription.baToken), 'approve'), link(self, 'edit', 'PATCH'), link(self, 'self')];
    case 'ACTIVE':
      return [link(`${self}/cancel`, 'cancel', 'POST'), link(self, 'edit', 'PATCH'), link(self, 'self'), link(`${self}/suspend`, 'suspend', 'POST')];
    case 'SUSPENDED':
      return [link(`${self}/cancel`, 'cancel', 'POST'), link(self, 'edit', 'PATCH'), link(self, 'self'), link(`${self}/activate`, 'activate', 'POST')];
    default:
      return [link(self, 'self')];
  }
}

function billingInfo(subscription: Subscription, plan: Plan) {
  const currency = plan.billingCycles.find((cycle) => cycle.price)?.price?.currency_code ?? 'USD';
  return {
    outstanding_balance: fromMinorUnits(currency, subscription.outstandingMinor),
    cycle_executions: plan.billingCycles.map((cycle) => {
      const completed = subscription.cyclesCompleted.get(cycle.sequence) ?? 0;
      return {
        tenure_type: cycle.tenureType,
        sequence: cycle.sequence,
        cycles_completed: completed,
        cycles_remaining: cycle.totalCycles === 0 ? 0 : cycle.totalCycles - completed,
        current_pricing_scheme_version: 1,
        total_cycles: cycle.totalCycles,
      };
    }),
    ...optional('last_payment', subscription.lastPayment && { amount: subscription.lastPayment.amount, time: isoSeconds(subscription.lastPayment.time) }),
    ...optional('next_billing_time', subscription.nextBillingTime && isoSeconds(subscription.nextBillingTime)),
    failed_payments_count: subscription.failedPaymentsCount,
    ...optional(
      'last_failed_payment',
      subscription.lastFailedPayment && { amount: subscription.lastFailedPayment.amount, time: isoSeconds(subscription.lastFailedPayment.time), reason_code: 'PAYMENT_DENIED' },
    ),
  };
}

/** The default (return=minimal) answer to creating a subscription. */
export function subscriptionMinimalView(base: string, subscription: Subscription) {
  return {
    id: subscription.id,
    status: subscription.status,
    status_update_time: isoSeconds(subscription.statusUpdateTime),
    plan_id: subscription.planId,
    plan_overridden: false,
    start_time: isoSeconds(subscription.startTime),
    quantity: '1',
    create_time: isoSeconds(subscription.createTime),
    links: subscriptionLinks(base, subscription),
  };
}

/** GET subscription and the resource of BILLING.SUBSCRIPTION.* events. */
export function subscriptionView(base: string, store: SubscriptionStore, subscription: Subscription) {
  const plan = store.plans.get(subscription.planId);
  const { subscriber } = subscription;
  const subscriberView = subscriber
    ? { email_address: subscriber.email, payer_id: subscriber.payerId, name: { given_name: subscriber.givenName, surname: subscriber.surname } }
    : subscription.subscriberEmail
      ? { email_address: subscription.subscriberEmail }
      : undefined;
  return {
    ...subscriptionMinimalView(base, subscription),
    ...optional('status_change_note', subscription.statusChangeNote),
    ...optional('custom_id', subscription.customId),
    ...optional('subscriber', subscriberView),
    ...optional('billing_info', plan && subscription.status !== 'APPROVAL_PENDING' ? billingInfo(subscription, plan) : undefined),
    update_time: isoSeconds(subscription.updateTime),
  };
}

/** A v1 sale, as GET /v1/payments/sale/{id} and PAYMENT.SALE.* events show it. */
export function saleView(base: string, sale: Sale, subscription: Subscription | undefined) {
  const fee = sellerReceivableBreakdown(sale.amount).paypal_fee;
  return {
    id: sale.id,
    state: sale.state,
    amount: { ...v1Amount(sale.amount), details: { subtotal: sale.amount.value } },
    payment_mode: 'INSTANT_TRANSFER',
    protection_eligibility: 'ELIGIBLE',
    protection_eligibility_type: 'ITEM_NOT_RECEIVED_ELIGIBLE,UNAUTHORIZED_PAYMENT_ELIGIBLE',
    transaction_fee: { value: fee.value, currency: fee.currency_code },
    billing_agreement_id: sale.subscriptionId,
    ...optional('custom', subscription?.customId),
    create_time: isoSeconds(sale.createTime),
    update_time: isoSeconds(sale.updateTime),
    links: [link(saleUrl(base, sale.id), 'self'), link(`${saleUrl(base, sale.id)}/refund`, 'refund', 'POST')],
  };
}

export function saleRefundView(base: string, refund: SaleRefund) {
  return {
    id: refund.id,
    state: 'completed',
    amount: v1Amount(refund.amount),
    sale_id: refund.saleId,
    ...optional('description', refund.description),
    create_time: isoSeconds(refund.createTime),
    update_time: isoSeconds(refund.createTime),
    links: [link(saleRefundUrl(base, refund.id), 'self'), link(saleUrl(base, refund.saleId), 'sale')],
  };
}

const transactionStatus: Record<Sale['state'], string> = {
  completed: 'COMPLETED',
  denied: 'DECLINED',
  partially_refunded: 'PARTIALLY_REFUNDED',
  refunded: 'REFUNDED',
  reversed: 'REFUNDED',
};

export function transactionView(sale: Sale, subscription: Subscription) {
  const breakdown = sellerReceivableBreakdown(sale.amount);
  const payer = subscription.subscriber;
  return {
    status: transactionStatus[sale.state],
    id: sale.id,
    amount_with_breakdown: { gross_amount: sale.amount, fee_amount: breakdown.paypal_fee, net_amount: breakdown.net_amount },
    ...optional('payer_name', payer && { given_name: payer.givenName, surname: payer.surname }),
    ...optional('payer_email', payer?.email),
    time: isoSeconds(sale.createTime),
  };
}
