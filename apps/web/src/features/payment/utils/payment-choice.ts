import { isPaymentMethod, type PaymentMethod } from '@guidepass/domain/payment-providers';
import { tierIds, type TierId } from '@guidepass/domain/tiers';

// What a member chose before leaving for PayPal or Yoco, so that Try Again and a later visit do not ask again.
// Only a tier id and a method name, per e-mail address so that someone else on the device inherits nothing;
// never anything secret (no token, no order or payment id).
// - sessionStorage (this tab): tier and method of the attempt just started, for Try Again on the cancelled view.
// - localStorage (this device): each address's last tier, for a returning member.

export interface PaymentChoice {
  tierId: TierId;
  /** Only known for the attempt started in this tab. */
  method: PaymentMethod | null;
}

const attemptKey = 'guidepass.paymentAttempt.v1';
const lastTierKey = 'guidepass.lastTier.v1';

/** Notes the choice just before the browser leaves for the provider. */
export function rememberPaymentChoice(email: string | null, tierId: TierId, method: PaymentMethod): void {
  if (email === null) return;
  write(() => window.sessionStorage, attemptKey, { email, tierId, method });
  const lastTiers = readRecord(() => window.localStorage, lastTierKey) ?? {};
  write(() => window.localStorage, lastTierKey, { ...lastTiers, [email]: tierId });
}

/** The choice to preselect for `email`: this tab's last attempt, else the address's last tier on this device. */
export function readPaymentChoice(email: string | null): PaymentChoice | null {
  if (email === null) return null;
  const attempt = readRecord(() => window.sessionStorage, attemptKey);
  if (attempt && attempt.email === email && isTierId(attempt.tierId)) {
    return { tierId: attempt.tierId, method: isPaymentMethod(attempt.method) ? attempt.method : null };
  }
  const lastTier = readRecord(() => window.localStorage, lastTierKey)?.[email];
  return isTierId(lastTier) ? { tierId: lastTier, method: null } : null;
}

// Storage can be disabled or full: remembering the choice is a convenience, never worth a failure.
function readRecord(storage: () => Storage, key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage().getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: object): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the member then chooses again.
  }
}

function isTierId(value: unknown): value is TierId {
  return tierIds.some((id) => id === value);
}

