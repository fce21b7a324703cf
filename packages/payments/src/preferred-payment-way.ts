import type { Executor } from '@guidepass/db';
import { defaultPaymentMethod, isPaymentMethod, paymentMethods, providerFacts, type PaymentMethod } from '@guidepass/domain/payment-providers';
import type { PaymentWay } from '@guidepass/domain/payment-way';
import { tierIds, type TierId } from '@guidepass/domain/tiers';
import { configuredProviders, gatewayFor, mobileMoneyProviders } from './gateway-registry.ts';
import type { PaymentProviders } from './provider-clients.ts';

/** The providers whose card is charged in pula (the domain's `chargesInPula`), in the list's order. */
const pulaCardProviders: readonly PaymentMethod[] = paymentMethods.filter((method) => providerFacts(method).chargesInPula);

/** What the rule looks at: what is offered now, how the member last paid, and the number they gave last. */
export interface PaymentWayFacts {
  providers: Record<PaymentMethod, boolean>;
  /** the provider that charges phones and the wallets it offers; null when none does */
  mobile: { provider: PaymentMethod; operators: readonly string[] } | null;
  /** the member's last successful payment: its provider and, for mobile money, wallet and number */
  lastPaid: { provider: string; operator: string | null; phone: string | null } | null;
  /** the number and wallet the member gave last (a mobile-money start, paid or not) */
  remembered: { operator: string; phone: string } | null;
}

/**
 * The one rule of which way of paying is preselected (product.md §17): the way of the last successful payment while
 * it is still offered (for mobile money, its wallet and number); else, for the Local tier, mobile money first, then the
 * card in pula; for SADC and International the seed's default, PayPal; else the first provider offered. Null when
 * nothing is offered.
 */
export function choosePaymentWay(tierId: TierId, facts: PaymentWayFacts): PaymentWay | null {
  const { providers, mobile, lastPaid, remembered } = facts;
  const offered = (name: string): name is PaymentMethod => isPaymentMethod(name) && providers[name];
  const walletOffered = (operator: string | null | undefined) => mobile !== null && operator != null && mobile.operators.includes(operator);
  if (lastPaid && offered(lastPaid.provider)) {
    if (!lastPaid.operator) return { provider: lastPaid.provider, mobile: null };
    if (walletOffered(lastPaid.operator) && mobile!.provider === lastPaid.provider) return { provider: lastPaid.provider, mobile: { operator: lastPaid.operator, phone: lastPaid.phone } };
  }
  if (tierId === 'local') {
    if (mobile) return { provider: mobile.provider, mobile: walletOffered(remembered?.operator) ? remembered! : { operator: mobile.operators[0]!, phone: null } };
    const pulaCard = pulaCardProviders.find(offered);
    if (pulaCard) return { provider: pulaCard, mobile: null };
  }
  const first = offered(defaultPaymentMethod) ? defaultPaymentMethod : paymentMethods.find(offered);
  return first ? { provider: first, mobile: null } : null;
}

/** Reads what the rule needs for one member: their last credited payment and the number they gave last. */
export async function paymentWayFactsOf(db: Executor, providers: PaymentProviders, userId: string): Promise<PaymentWayFacts> {
  const [lastPaid, remembered] = await Promise.all([
    db
      .selectFrom('payments')
      .select(['provider', 'mobile_operator as operator', 'mobile_phone as phone'])
      .where('user_id', '=', userId)
      .where('status', 'in', ['captured', 'refunded'])
      .orderBy('captured_at', 'desc')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('mobile_money_numbers').select(['operator', 'phone']).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const mobileProvider = mobileMoneyProviders(providers)[0];
  const operators = mobileProvider ? (gatewayFor(providers, mobileProvider)?.mobile?.operators ?? []) : [];
  return {
    providers: configuredProviders(providers),
    mobile: mobileProvider ? { provider: mobileProvider, operators } : null,
    lastPaid: lastPaid ?? null,
    remembered: remembered ?? null,
  };
}

/** The preselected way for each tier (GET /api/tiers `preferred`). */
export function paymentWaysByTier(facts: PaymentWayFacts): Partial<Record<TierId, PaymentWay>> {
  return Object.fromEntries(tierIds.flatMap((id) => {
    const way = choosePaymentWay(id, facts);
    return way ? [[id, way]] : [];
  }));
}
