import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { paymentMethods } from '@guidepass/domain/payment-providers';
import { isMembershipActive } from '@guidepass/domain/profile';
import { decimalAmount } from '@guidepass/domain/tiers';
import { purchaseOf } from '@guidepass/payments/purchase-now';
import { quoteNextPurchase } from '@guidepass/payments/price-payment';
import { findActivePricedTier } from '@guidepass/payments/tier-prices';
import { nextChargeOf } from '@guidepass/payments/next-charge';
import { choosePaymentWay, paymentWayFactsOf } from '@guidepass/payments/preferred-payment-way';
import { receiptsShown } from '@guidepass/payments/receipts-shown';
import { renewalLifecycle, renewalProvider } from '@guidepass/payments/renewal-provider';
import { Body, Data, Nullable, Provider, TierId } from '../../../schemas/common.ts';
import { callerOf } from '../../../lib/auth/caller.ts';
import { startPayment } from '../../../services/payments/start-payment.ts';
import { paymentStartLimit } from '../../../services/payments/payment-start-limit.ts';
import { cancelAutoRenew } from '../../../services/payments/cancel-auto-renew.ts';
import { startSubscription } from '../../../services/payments/start-subscription.ts';
import { findMembership, listMembershipPayments } from '../../../repositories/membership-repository.ts';
import { AutoRenewOn, InvalidTier, ProfileNotFound } from '../../../errors.ts';
import { formatPaidWith } from '@guidepass/texts/paid-with';
import { isTierId } from '@guidepass/domain/tiers';


const Charge = Type.Object({ currency: Type.String(), amount: Type.String(), label: Type.String() });

const MembershipView = Type.Object({
  tierId: Nullable(Type.String()),
  active: Type.Boolean(),
  expiresAt: Nullable(Type.String()),
  autoRenew: Type.Union([
    Type.Object({ provider: Type.Literal(renewalProvider), status: Type.String(), nextChargeAt: Nullable(Type.String()), amount: Type.String(), currency: Type.String() }),
    Type.Null(),
  ]),
  // What Renew now and turning renewal on charge for the member's tier (null without one): purchase-now.ts decides.
  nextPurchase: Nullable(
    Type.Object({
      kind: Type.Union([Type.Literal('first'), Type.Literal('renewal')]),
      weeks: Type.Integer(),
      total: Type.String(),
      charge: Type.Object(Object.fromEntries(paymentMethods.map((name) => [name, Charge]))),
      renewal: Type.Object({ startsAt: Nullable(Type.String()), weekly: Charge }),
    }),
  ),
  // How Renew now pays (product.md §17): the member's own way for their tier; null without a tier or any method.
  preferred: Nullable(
    Type.Object({
      provider: Type.String(),
      mobile: Nullable(Type.Object({ operator: Type.String(), phone: Nullable(Type.String()) })),
    }),
  ),
  payments: Type.Array(
    Type.Object({
      id: Type.String(),
      createdAt: Type.String(),
      tierId: Type.String(),
      provider: Type.String(),
      /** the pula price, in thebe (product.md §13: shown, and beside it what was charged where different) */
      priceThebe: Type.Integer(),
      /** what was charged, decimal and in minor units, in `currency` */
      amount: Type.String(),
      amountMinor: Type.Integer(),
      currency: Type.String(),
      weeks: Type.Integer(),
      status: Type.String(),
      receiptNumber: Nullable(Type.String()),
      /** how it was paid, named as everywhere (product.md §17): "Orange Money ·· 567", "PayPal" */
      paidWith: Type.String(),
    }),
  ),
});

/**
 * "My membership": what the caller has and paid and what their next purchase charges, turning PayPal renewal off and
 * on, and renewing by hand (1 week while active, else a first purchase of 2: purchase-now.ts).
 */
export default async function membershipRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const startLimit = paymentStartLimit(app);

  typed.get('', { schema: { response: { 200: Data(MembershipView) } } }, async (request) => {
    const userId = callerOf(request).id;
    const [membership, subscription, payments, ways] = await Promise.all([
      findMembership(app.db, userId),
      renewalLifecycle.findLive(app.db, userId),
      listMembershipPayments(app.db, userId),
      paymentWayFactsOf(app.db, app.providers, userId),
    ]);
    if (!membership) throw new ProfileNotFound();
    const expiry = membership.membership_expiry;
    const tier = membership.tier_id ? await findActivePricedTier(app.db, membership.tier_id) : undefined;
    return {
      data: {
        tierId: membership.tier_id ?? null,
        active: isMembershipActive({ paymentStatus: membership.payment_status, membershipExpiry: expiry?.toISOString() ?? null }),
        expiresAt: expiry?.toISOString() ?? null,
        autoRenew: subscription
          ? {
              provider: renewalProvider,
              status: subscription.status,
              nextChargeAt: nextChargeOf(subscription.next_charge_at, expiry)?.toISOString() ?? null,
              amount: decimalAmount(subscription.weekly_amount_minor),
              currency: subscription.currency,
            }
          : null,
        nextPurchase: tier ? quoteNextPurchase(tier, purchaseOf(membership)) : null,
        preferred: membership.tier_id && isTierId(membership.tier_id) ? choosePaymentWay(membership.tier_id, ways) : null,
        payments: receiptsShown(payments).map((payment) => ({
          id: payment.id,
          createdAt: payment.created_at.toISOString(),
          tierId: payment.tier_id,
          provider: payment.provider,
          priceThebe: payment.price_thebe,
          amount: decimalAmount(payment.amount_minor),
          amountMinor: payment.amount_minor,
          currency: payment.currency,
          weeks: payment.weeks,
          status: payment.status,
          receiptNumber: payment.receipt_number,
          paidWith: formatPaidWith({ provider: payment.provider, mobilePhone: payment.mobile_phone, mobileOperator: payment.mobile_operator }),
        })),
      },
    };
  });

  typed.delete('/auto-renew', { schema: { response: { 200: Data(Type.Object({ status: Type.Literal('CANCELLED') })) } } }, async (request) => {
    await cancelAutoRenew(app, callerOf(request).id);
    return { data: { status: 'CANCELLED' as const } };
  });

  typed.post(
    '/auto-renew',
    {
      schema: {
        body: Type.Optional(Body({ selectedTierId: Type.Optional(TierId) })),
        response: { 200: Data(Type.Object({ redirectUrl: Type.String(), subscriptionId: Type.String() })) },
      },
      preHandler: startLimit,
    },
    async (request) => {
      const userId = callerOf(request).id;
      const tierId = request.body?.selectedTierId ?? (await findMembership(app.db, userId))?.tier_id;
      if (!tierId) throw new InvalidTier();
      // One renewal at a time (409 auto-renew-on); active: the weekly plan from the paid-through date, else the
      // first-cycle plan from now (startSubscription asks purchase-now.ts).
      return { data: await startSubscription(app, userId, tierId, { returnTo: 'membership' }) };
    },
  );

  typed.post(
    '/renew',
    {
      schema: {
        // The tier defaults to that of the member's latest credited payment.
        body: Body({ provider: Provider, selectedTierId: Type.Optional(TierId) }),
        response: { 200: Data(Type.Object({ redirectUrl: Type.String(), paymentId: Type.String(), orderId: Type.Optional(Type.String()) })) },
      },
      preHandler: startLimit,
    },
    async (request) => {
      const userId = callerOf(request).id;
      // A member on automatic renewal is charged weekly already; a hand-bought week on top is refused.
      if (await renewalLifecycle.findLive(app.db, userId)) throw new AutoRenewOn();
      const tierId = request.body.selectedTierId ?? (await findMembership(app.db, userId))?.tier_id;
      if (!tierId) throw new InvalidTier();
      // 1 week while active, else a first purchase of 2 weeks at 2 × (startPayment asks purchase-now.ts).
      const started = await startPayment(app, userId, tierId, request.body.provider);
      return {
        data: {
          redirectUrl: started.redirectUrl,
          paymentId: started.paymentId,
          ...(started.orderId ? { orderId: started.orderId } : {}),
        },
      };
    },
  );
}
