import { paymentMethods, providerFacts, type PaymentMethod } from '@guidepass/domain/payment-providers';
import type { PaymentWay } from '@guidepass/domain/payment-way';
import type { TiersAnswer } from '@guidepass/domain/payments';
import type { TierId } from '@guidepass/domain/tiers';

/** What the payment view has selected: a provider's own page, or mobile money (charged by the tiers answer's provider). */
export type WayChoice = { kind: 'provider'; method: PaymentMethod } | { kind: 'mobile' };

/** The pula ways first for Local (product.md §17): mobile money, then the card in pula; elsewhere the list's order. */
export function methodOrder(tierId: TierId | null): { mobileFirst: boolean; methods: readonly PaymentMethod[] } {
  if (tierId !== 'local') return { mobileFirst: false, methods: paymentMethods };
  const inPula = (method: PaymentMethod) => providerFacts(method).chargesInPula;
  return { mobileFirst: true, methods: [...paymentMethods.filter(inPula), ...paymentMethods.filter((m) => !inPula(m))] };
}

/** The server's preselection for the tier; before a tier is chosen, the way every tier shares (a member who paid before). */
function preferredFor(answer: Pick<TiersAnswer, 'preferred'>, tierId: TierId | null): PaymentWay | null {
  const preferred = answer.preferred ?? {};
  if (tierId !== null) return preferred[tierId] ?? null;
  const ways = Object.values(preferred).map((way) => JSON.stringify(way));
  return ways.length > 0 && ways.every((way) => way === ways[0]) ? (Object.values(preferred)[0] ?? null) : null;
}

/**
 * The way selected now: what the member chose in this view (or this tab's last attempt, for Try Again), else the
 * server's preselection for the chosen tier (GET /api/tiers `preferred`, one rule there), else the first provider
 * offered. A choice that is not offered (mobile money without wallets, a provider down) gives way to the next.
 */
export function selectedWay(
  answer: Pick<TiersAnswer, 'preferred' | 'providers'>,
  tierId: TierId | null,
  chosen: WayChoice | null,
  mobileOffered: boolean,
): WayChoice {
  const offered = (way: WayChoice | null): way is WayChoice => way !== null && (way.kind === 'mobile' ? mobileOffered : answer.providers[way.method]);
  if (offered(chosen)) return chosen;
  const preferred = preferredFor(answer, tierId);
  const server: WayChoice | null = preferred ? (preferred.mobile ? { kind: 'mobile' } : { kind: 'provider', method: preferred.provider }) : null;
  if (offered(server)) return server;
  const first = paymentMethods.find((m) => answer.providers[m]);
  return { kind: 'provider', method: first ?? paymentMethods[0]! };
}

/** The number and wallet to prefill: the preselected mobile-money way's (the last paid with, else the last given). */
export function presetNumber(answer: Pick<TiersAnswer, 'preferred'>): { operator: string; phone: string | null } | null {
  return Object.values(answer.preferred ?? {}).find((way) => way?.mobile)?.mobile ?? null;
}
