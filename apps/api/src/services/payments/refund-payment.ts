import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { paymentMethodLabels } from '@guidepass/domain/payment-providers';
import { formatPula } from '@guidepass/texts/format';
import { applyRefund, queueRefundNotice } from '@guidepass/payments/apply-refund';
import { enqueuePaymentJob } from '@guidepass/payments/enqueue-payment-job';
import { gatewayFor } from '@guidepass/payments/gateway-registry';
import type { GatewayRefundResult, GatewayRefundState } from '@guidepass/payments/payment-gateway';
import { ProviderError } from '@guidepass/providers/provider-error';
import { failureWith, PaymentAlreadyRefunded, PaymentNotFound, PaymentNotRefundable, RefundAmountTooSmall, RefundInProgress } from '../../errors.ts';

export interface RefundRequest {
  /** in thebe, of the payment's pula price; absent: the whole payment */
  amountThebe?: number | undefined;
  reason: string;
}

export interface RefundDone {
  paymentId: string;
  /** captured after a partial refund, refunded once the refunds reach the amount charged */
  status: 'captured' | 'refunded';
  refundedThebe: number;
  /** what the provider gave back, in the currency charged */
  refundedMinor: number;
  currency: string;
  /**
   * where the refund stands at the provider: approved (taken back here), or (DPO, providers.md §6.8) pending with
   * DPO's checker, followed by the worker and taken back only once approved, or declined
   */
  refundState: GatewayRefundState;
}

/**
 * The amount to give back in the currency charged: the same share of it as `amountThebe` is of the pula price; absent,
 * all that earlier refunds left (product.md §18: a partial refund leaves the rest refundable).
 */
function chargedShare(payment: { amount_minor: number; price_thebe: number; refunded_minor: number }, amountThebe: number | undefined): { thebe: number; minor: number } {
  const leftMinor = payment.amount_minor - payment.refunded_minor;
  const leftThebe = Math.round((payment.price_thebe * leftMinor) / payment.amount_minor);
  if (amountThebe === undefined || amountThebe === leftThebe) return { thebe: leftThebe, minor: leftMinor };
  if (amountThebe > payment.price_thebe) throw failureWith('RefundAmountTooLarge', { amount: formatPula(payment.price_thebe) });
  if (amountThebe > leftThebe) throw failureWith('RefundAmountOverRemainder', { amount: formatPula(leftThebe) });
  const minor = Math.min(leftMinor, Math.round((payment.amount_minor * amountThebe) / payment.price_thebe));
  if (minor < 1) throw new RefundAmountTooSmall();
  return { thebe: amountThebe, minor };
}

/** The payment as a refund needs it, inside the transaction that holds the refund's lock. */
const refundable = (db: FastifyInstance['db'], paymentId: string) =>
  db
    .selectFrom('payments')
    .select(['id', 'provider', 'provider_ref', 'capture_ref', 'amount_minor', 'currency', 'price_thebe', 'status', 'subscription_id'])
    .select(sql<number>`(select coalesce(sum(r.amount_minor), 0)::int from payment_refunds r where r.payment_id = payments.id)`.as('refunded_minor'))
    .select((eb) =>
      eb
        .exists(eb.selectFrom('provider_refund_checks').select('id').whereRef('provider_refund_checks.payment_id', '=', 'payments.id').where('provider_refund_checks.state', '=', 'pending'))
        .as('has_pending_refund'),
    )
    .where('id', '=', paymentId)
    .executeTakeFirst();

/**
 * Refunds a paid payment from the app (product.md §13) through its own provider, in whole or in parts: a payment
 * refunded in full before (from here or by the provider) or with a refund under way is 409; after a partial refund
 * the rest stays refundable (product.md §18). The take-back is the provider refund event's own
 * (applyRefund: recorded under the provider's refund reference, so its event later changes nothing; whole weeks back,
 * commission clawed back pro rata, the member's notice). The provider's refusal or outage is a 503 naming it, and
 * nothing changes here.
 */
export async function refundPayment(app: FastifyInstance, paymentId: string, request: RefundRequest): Promise<RefundDone> {
  let follow: string | undefined;
  const done = await app.db.transaction().execute(async (trx): Promise<RefundDone> => {
    // One refund per payment at a time, across api instances: the lock lasts as long as this transaction.
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(${`refund:${paymentId}`})) as locked`.execute(trx);
    if (!rows[0]?.locked) throw new RefundInProgress();
    const payment = await refundable(trx, paymentId);
    if (!payment) throw new PaymentNotFound();
    // a refund waiting for the provider's checker is a refund asked for: not a second one (a declined one gave nothing)
    if (payment.status === 'refunded' || payment.has_pending_refund || payment.refunded_minor >= payment.amount_minor) throw new PaymentAlreadyRefunded();
    if (payment.status !== 'captured' || !payment.capture_ref) throw new PaymentNotRefundable();
    const share = chargedShare(payment, request.amountThebe);

    const label = paymentMethodLabels[payment.provider];
    const gateway = gatewayFor(app.providers, payment.provider);
    if (!gateway) throw failureWith('RefundProviderUnavailable', { provider: label });
    let refundRef: string;
    let check: GatewayRefundResult['check'];
    try {
      // A new request id per attempt: a refusal replayed for a day (Yoco keeps first answers) must not block a retry;
      // the lock and the recorded refund keep a payment from being refunded twice.
      const requestId = `refund-${randomUUID()}`;
      ({ refundRef, check } = await gateway.refund(payment, { amountMinor: share.minor, reason: request.reason, requestId }));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      app.log.warn({ err: error, paymentId }, 'payment provider refused or failed a refund');
      throw failureWith('RefundProviderUnavailable', { provider: label });
    }
    if (check) {
      const row = { payment_id: payment.id, provider: payment.provider, refund_ref: refundRef, amount_minor: share.minor, reason: request.reason, position: check.position, state: check.state };
      // Recorded outside the lock's transaction, as the take-back is: the provider has acted whatever happens here, and the
      // row's key lock on the payment must not hold up applyRefund's own transaction below (it locks the payment).
      const { id } = await app.db.insertInto('provider_refund_checks').values({ ...row, checked_at: new Date(), ...(check.state === 'pending' ? {} : { settled_at: new Date() }) }).returning('id').executeTakeFirstOrThrow();
      if (check.state !== 'approved') {
        // Not given back yet (DPO's checker) or refused: nothing is taken back; the worker follows a pending one
        // (queued once this transaction has committed the row it reads).
        if (check.state === 'pending') follow = id;
        app.log.info({ paymentId, provider: payment.provider, refundRef, state: check.state, reason: request.reason }, 'payment refund held by the provider');
        return { paymentId, status: 'captured', refundedThebe: 0, refundedMinor: 0, currency: payment.currency, refundState: check.state };
      }
    }
    // The provider gave the money back: from here on the take-back must happen (its refund event would do it too).
    const outcome = await applyRefund(app.db, payment.id, { refundRef, amountMinor: share.minor });
    app.log.info({ paymentId, provider: payment.provider, refundRef, outcome, reason: request.reason }, 'payment refunded from the app');
    await queueRefundNotice(app.db, app.queues.notices, { provider: payment.provider, refundRef }, app.log);
    // Its refund event may have been applied first ('already-recorded'): the row says where the payment is now.
    const now = await trx.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow();
    const status = now.status === 'refunded' ? 'refunded' : 'captured';
    return { paymentId, status, refundedThebe: share.thebe, refundedMinor: share.minor, currency: payment.currency, refundState: 'approved' };
  });
  if (follow) await enqueuePaymentJob(app.queues.payments, { kind: 'follow-refund', refundCheckId: follow }).catch((error) => app.log.error({ err: error, paymentId }, 'refund follow-up not queued'));
  return done;
}
