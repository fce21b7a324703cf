import { applyRefund } from '../../apply-refund.ts';
import { findPayment, findPaymentByProviderRef } from '../../payments-repository.ts';
import { wasRefundedForDeletedAccount } from '../../subscription-audit-repository.ts';
import { findSubscriptionByPayPalId, payPalSubscriptionStatus, recordSubscriptionStatement } from './paypal-subscriptions-repository.ts';
import type { PaymentDeps } from '../../payment-deps.ts';
import { confirmPayPalSubscription, payPalTime } from './confirm-paypal-subscription.ts';
import { NotYetApplicable } from '../../not-yet-applicable.ts';
import { cancelSecondRenewals } from './one-renewal-at-a-time.ts';
import { recordNotice } from '../../payment-notices.ts';
import { queueMemberNotices } from '@guidepass/jobs/queue-member-notices';

type Json = Record<string, any>;

/** v1 money (`{total, currency}`) in minor units; undefined when absent or not a decimal. */
function v1MinorUnits(amount: Json | undefined): number | undefined {
  const total = amount?.total;
  if (typeof total !== 'string' || !/^\d+(\.\d{1,2})?$/.test(total)) return undefined;
  return Math.round(Number(total) * 100);
}

/**
 * BILLING.SUBSCRIPTION.*: only the subscription's own record changes (status, next charge), never time or money.
 * PAYMENT.FAILED also tells the member, once per event (a redelivered event is the same notice).
 */
async function recordSubscriptionEvent(deps: PaymentDeps, type: string, resource: Json, eventId: string): Promise<string> {
  const subscription = typeof resource.id === 'string' ? await findSubscriptionByPayPalId(deps.db, resource.id) : undefined;
  if (!subscription) return 'unknown-subscription';
  // Approved or activated after its account was deleted: read back from PayPal and stopped there.
  if (subscription.user_id === null) return confirmPayPalSubscription(deps, subscription.id);
  const status = payPalSubscriptionStatus(resource.status);
  if (!status) return 'ignored';
  const at = payPalTime(resource.update_time) ?? payPalTime(resource.status_update_time);
  if (!at) return 'ignored';
  const applied = await recordSubscriptionStatement(deps.db, subscription.id, { status, nextChargeAt: payPalTime(resource.billing_info?.next_billing_time), at });
  if (applied) await cancelSecondRenewals(deps, subscription.user_id);
  // Told unless the subscription has ended since (a failure from before a cancel is no news); a retry after a crash
  // between the statement and the notice still records it.
  const stillCharging = async () => ['ACTIVE', 'SUSPENDED'].includes((await findSubscriptionByPayPalId(deps.db, resource.id))?.status ?? '');
  if (type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED' && subscription.user_id && (await stillCharging())) {
    const noticeId = await recordNotice(deps.db, subscription.user_id, 'payment-failed', eventId);
    // Without a queue here the notices sweep queues the recorded notice.
    if (noticeId && deps.notices) await queueMemberNotices(deps.notices, [noticeId]);
    return 'payment-failed-noticed';
  }
  return applied ? 'subscription-updated' : 'older-than-recorded';
}

/**
 * PAYMENT.SALE.COMPLETED: the webhook body is no proof (product.md §15). The subscription (joined by
 * billing_agreement_id, PayPal's subscription id) is read back from PayPal with its transactions, and what PayPal lists
 * as completed is credited once (confirmPayPalSubscription). A sale PayPal does not list (yet) is retried, so a late
 * list still credits it and a forged one never does.
 */
async function creditCompletedSale(deps: PaymentDeps, sale: Json): Promise<string> {
  if (sale.state !== undefined && sale.state !== 'completed') return 'ignored';
  const agreement = sale.billing_agreement_id;
  const subscription = typeof agreement === 'string' ? await findSubscriptionByPayPalId(deps.db, agreement) : undefined;
  if (!subscription || typeof sale.id !== 'string' || !sale.id) return 'unknown-subscription';
  const outcome = await confirmPayPalSubscription(deps, subscription.id);
  if (outcome === 'account-deleted' || outcome === 'unknown-subscription') return outcome;
  if (await findPaymentByProviderRef(deps.db, 'paypal', sale.id)) return 'credited-from-paypal';
  throw new NotYetApplicable(`sale ${sale.id} is not among the subscription's completed transactions at PayPal`);
}

/**
 * PAYMENT.SALE.REFUNDED / REVERSED: takes back like an order refund (applyRefund), once per refund id. A refund of a
 * sale not credited yet (its COMPLETED event or the confirm still to come) waits: the job is retried.
 */
async function refundSale(deps: PaymentDeps, refund: Json, eventId: string): Promise<string> {
  const saleId = typeof refund.sale_id === 'string' && refund.sale_id ? refund.sale_id : typeof refund.id === 'string' ? refund.id : undefined;
  const payment = saleId ? await findPaymentByProviderRef(deps.db, 'paypal', saleId) : undefined;
  if (!payment && saleId && (await wasRefundedForDeletedAccount(deps.db, saleId))) return 'refunded-for-deleted-account';
  if (!payment) throw new NotYetApplicable('refund of a subscription sale not recorded yet');
  const sameCurrency = typeof refund.amount?.currency === 'string' && refund.amount.currency.toUpperCase() === payment.currency.toUpperCase();
  // A reversal's resource is the sale itself, whose id is no refund id: the event's own id keys it then.
  const refundRef = refund.sale_id && typeof refund.id === 'string' ? refund.id : `event:${eventId}`;
  const outcome = await applyRefund(deps.db, payment.id, { refundRef, amountMinor: sameCurrency ? v1MinorUnits(refund.amount) : undefined });
  if (outcome !== 'not-captured') return outcome;
  if ((await findPayment(deps.db, payment.id))?.status === 'refunded') return 'already-refunded';
  throw new NotYetApplicable('refund of a subscription sale not credited yet');
}

/**
 * The PayPal subscription events (providers.md §1.8), each safe to see twice, early or out of order; answers null
 * for any other event type.
 */
export async function handlePayPalSubscriptionEvent(deps: PaymentDeps, type: string, resource: Json, eventId: string): Promise<string | null> {
  if (type === 'PAYMENT.SALE.COMPLETED') return creditCompletedSale(deps, resource);
  if (type === 'PAYMENT.SALE.REFUNDED' || type === 'PAYMENT.SALE.REVERSED') return refundSale(deps, resource, eventId);
  if (type.startsWith('BILLING.SUBSCRIPTION.')) return recordSubscriptionEvent(deps, type, resource, eventId);
  return null;
}
