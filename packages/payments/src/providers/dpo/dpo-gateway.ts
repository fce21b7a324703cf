import { createHash } from 'node:crypto';
import { appAddresses, appUrlOf } from '@guidepass/domain/app-addresses';
import type { DpoClient } from '@guidepass/providers/dpo/dpo-client';
import { readDpoNotification } from '@guidepass/providers/dpo/dpo-notification';
import type { DpoVerification } from '@guidepass/providers/dpo/dpo-payment-state';
import { dpoMobileMoney } from './dpo-mobile-money.ts';
import type { GatewayEvents, GatewayPayment, GatewayProof, GatewayWebhook, PaymentGateway } from '../../payment-gateway.ts';

/**
 * What a verifyToken verdict (providers.md §6.3) proves: `paid` (000 with our amount, currency and CompanyRef) is
 * proof; pending is not approved yet; the time limit passed (903) expires the payment; declined, a mismatch and a
 * cancelled token fail it (late proof still captures either, payment-transitions.ts).
 */
export function dpoProof(verification: DpoVerification, transToken: string): GatewayProof {
  const amount = { amountMinor: verification.amountMinor ?? undefined, currency: verification.currency };
  switch (verification.state) {
    case 'paid':
      // the token names the charge (refundToken takes it): it becomes the payment's capture_ref
      return { kind: 'paid', ref: transToken, amount };
    case 'pending':
      return { kind: 'not-approved' };
    case 'expired':
      return { kind: 'expired' };
    case 'cancelled':
      return { kind: 'failed', reason: `DPO ${verification.result}: cancelled` };
    default:
      return { kind: 'failed', reason: verification.mismatches.length ? `DPO paid with a different ${verification.mismatches.join(', ')}` : `DPO ${verification.result}: ${verification.explanation || 'declined'}` };
  }
}

/** DPO's notifications are small; anything bigger is not one. */
const notificationBodyLimit = 16 * 1024;

/**
 * DPO's notification (providers.md §6.5) is unsigned, so it is a hint: kept as the token and CompanyRef it names,
 * nothing else. Its id is the token with a digest of the body: a repeated delivery is stored once, and a different
 * notification for the same token (a later attempt on the same page) is a new hint.
 */
export const dpoNotificationWebhook: GatewayWebhook = {
  trust: 'hint',
  bodyLimit: notificationBodyLimit,
  async receive({ body }) {
    const notification = readDpoNotification(body.toString('utf8'));
    if (!notification) return null;
    const digest = createHash('sha256').update(body).digest('hex').slice(0, 32);
    return { eventId: `${notification.transToken}:${digest}`, type: 'notification', payload: JSON.stringify(notification) };
  },
  acknowledgement: 'OK',
};

/** A stored notification means one thing: verify the token we stored for the payment it names (confirm-payment.ts). */
export const dpoEvents: GatewayEvents = {
  interpret(type, body) {
    if (type !== 'notification' || typeof body.transToken !== 'string') return { kind: 'ignored' };
    return { kind: 'confirm', payment: { providerRef: body.transToken, ...(typeof body.companyRef === 'string' ? { paymentId: body.companyRef } : {}) } };
  },
};

/**
 * DPO Pay cards through the gateway contract: a token per payment (CompanyRef = our payment id) paid on DPO's hosted
 * page; confirming verifies the token WE stored for the payment (never one from the return's address) against our
 * amount, currency and CompanyRef.
 */
export function dpoGateway(dpo: DpoClient): PaymentGateway {
  const verify = async (payment: GatewayPayment): Promise<GatewayProof> => {
    const transToken = payment.provider_ref!;
    return dpoProof(await dpo.verifyToken(transToken, { amountMinor: payment.amount_minor, currency: payment.currency, companyRef: payment.id }), transToken);
  };
  return {
    name: 'dpo',
    async start({ paymentId, description, currency, amountMinor, appUrl }) {
      const token = await dpo.createToken({
        amountMinor,
        currency,
        companyRef: paymentId,
        description,
        redirectUrl: `${appUrlOf(appUrl, appAddresses.paymentReturn)}&method=dpo&paymentId=${paymentId}`,
        backUrl: `${appUrlOf(appUrl, appAddresses.paymentCancel)}?method=dpo&paymentId=${paymentId}`,
      });
      return { providerRef: token.transToken, redirectUrl: token.paymentPageUrl };
    },
    // verifyToken only reads: confirming is repeatable, and status is the same question.
    confirm: verify,
    status: verify,
    // refundToken on the paid token (capture_ref); DPO has no refund id of its own, so ours (refundRef) names it. Its
    // 000 may still wait for DPO's checker (providers.md §6.8): verifyRefund says where it stands, ours being the last.
    async refund(payment, { amountMinor, reason, requestId }) {
      const transToken = payment.capture_ref ?? payment.provider_ref!;
      await dpo.refundToken({ transToken, amountMinor, reason, refundRef: requestId });
      const listed = await dpo.verifyRefund(transToken).catch(() => null);
      const ours = listed?.at(-1);
      return { refundRef: requestId, check: { state: ours?.state ?? 'pending', position: listed && listed.length > 0 ? listed.length - 1 : null } };
    },
    async refundState(payment, position) {
      const listed = await dpo.verifyRefund(payment.capture_ref ?? payment.provider_ref!);
      return (position === null ? listed.at(-1) : listed[position])?.state ?? 'pending';
    },
    // cancelToken: the hosted page and a phone's pending approval can no longer pay it (999 once it is paid).
    async withdraw(payment) {
      await dpo.cancelToken(payment.provider_ref!);
      return 'withdrawn';
    },
    events: dpoEvents,
    // 900, 003, 007 on a card's confirm are not final: the worker keeps verifying until the token's PTL has passed
    pendingLimitMinutes: dpo.paymentMinutes,
    webhook: dpoNotificationWebhook,
    mobile: dpoMobileMoney(dpo),
  };
}
