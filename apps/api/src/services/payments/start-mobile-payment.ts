import type { FastifyInstance } from 'fastify';
import { botswanaMobileOf } from '@guidepass/domain/botswana-mobile';
import type { MobileMoneyStart } from '@guidepass/domain/mobile-money-start';
import { paymentMethodLabels, type PaymentMethod } from '@guidepass/domain/payment-providers';
import { applyPaymentEvent } from '@guidepass/payments/apply-payment-event';
import { enqueuePaymentJob } from '@guidepass/payments/enqueue-payment-job';
import { gatewayFor } from '@guidepass/payments/gateway-registry';
import type { GatewayMobileMoney } from '@guidepass/payments/payment-gateway';
import { ProviderError } from '@guidepass/providers/provider-error';
import { failureWith, InvalidMobileNumber, MobileMoneyNotOffered, WalletNotOffered } from '../../errors.ts';
import { rememberMobileNumber, type MobileMoneyNumber } from '@guidepass/payments/mobile-money-repository';
import { claimMobileRequest } from './mobile-request-bounds.ts';
import { startPayment } from './start-payment.ts';

/** The provider's mobile money, or 404 when it has none. */
export function mobileMoneyOf(app: FastifyInstance, method: PaymentMethod): GatewayMobileMoney {
  const mobile = gatewayFor(app.providers, method)?.mobile;
  if (!mobile) throw new MobileMoneyNotOffered();
  return mobile;
}

/** The number and wallet as asked, checked: a Botswana mobile and a wallet the account offers (400 otherwise). */
export function checkedMobile(mobile: GatewayMobileMoney, asked: { phone: string; operator: string }): MobileMoneyNumber {
  const phone = botswanaMobileOf(asked.phone);
  if (!phone) throw new InvalidMobileNumber();
  const operator = asked.operator.trim().toLowerCase();
  if (!mobile.operators.includes(operator)) throw new WalletNotOffered();
  return { phone, operator };
}

/**
 * Mobile money without leaving the app (product.md §13): checks the number and wallet before anything is recorded,
 * opens the payment like any other (startPayment), sends the request to the phone, keeps the number for next time and
 * has the worker ask the provider until a final answer or the time limit (await-mobile-approval), so a member who
 * closes the app is still credited. A refusal or outage fails the payment and answers provider-unavailable. Requests
 * are bounded per target number and per IP (claimMobileRequest, product.md §18) before anything is recorded.
 */
export async function startMobilePayment(
  app: FastifyInstance,
  request: { userId: string; tierId: string; method: PaymentMethod; requestId: string; ip: string },
  asked: { phone: string; operator: string },
): Promise<MobileMoneyStart> {
  const mobile = mobileMoneyOf(app, request.method);
  const number = checkedMobile(mobile, asked);
  const claim = await claimMobileRequest(app, number.phone, request.ip, mobile.timeLimitMinutes);
  const started = await startPayment(app, request.userId, request.tierId, request.method, number).catch(async (error: unknown) => {
    await claim.release();
    throw error;
  });
  let instructions: string;
  let redirectUrl: string | undefined;
  try {
    ({ instructions, redirectUrl } = await mobile.charge(started.providerRef, number));
    await claim.opened(started.paymentId);
  } catch (error) {
    await claim.release();
    await applyPaymentEvent(app.db, started.paymentId, { type: 'fail', reason: (error as Error).message });
    if (!(error instanceof ProviderError)) throw error;
    app.log.warn({ err: error, paymentId: started.paymentId }, 'mobile money request not sent to the phone');
    throw failureWith('ProviderUnavailable', { provider: paymentMethodLabels[request.method] });
  }
  await rememberMobileNumber(app.db, request.userId, number);
  const expiresAt = new Date(Date.now() + mobile.timeLimitMinutes * 60_000).toISOString();
  const job = { kind: 'await-mobile-approval', paymentId: started.paymentId, until: expiresAt, requestId: request.requestId } as const;
  // Without the job the member's own reads and DPO's notification still confirm it; the maintenance sweep expires it.
  await enqueuePaymentJob(app.queues.payments, job).catch((error) => app.log.error({ err: error, paymentId: started.paymentId }, 'mobile approval not queued'));
  const page = redirectUrl ? { redirectUrl } : {};
  return { paymentId: started.paymentId, providerRef: started.providerRef, status: 'awaiting-approval', instructions, ...number, priceThebe: started.priceThebe, expiresAt, ...page };
}
