import type { Executor } from '@guidepass/db';
import type { MembershipPaymentState } from '@guidepass/domain/profile';
import { purchaseFor, type Purchase } from '@guidepass/domain/purchase';

/** The purchase a member makes now, and for a renewal the instant PayPal renewal starts billing. */
export interface MemberPurchase extends Purchase {
  /**
   * A renewal's paid-through date, rounded up to the second (PayPal keeps whole seconds, so the first charge never
   * falls before it); null for a first purchase, which starts now.
   */
  startsAt: Date | null;
}

/** The decision from a member's stored state, evaluated now (the domain's one membership rule). */
export function purchaseOf(member: { payment_status: MembershipPaymentState; membership_expiry: Date | null } | undefined): MemberPurchase {
  const expiry = member?.membership_expiry ?? null;
  const purchase = purchaseFor({ paymentStatus: member?.payment_status ?? 'pending', membershipExpiry: expiry?.toISOString() ?? null });
  return { ...purchase, startsAt: purchase.kind === 'renewal' && expiry ? new Date(Math.ceil(expiry.getTime() / 1000) * 1000) : null };
}

/**
 * Which purchase the member makes at this request (product.md §15): every start route asks here, so a member who is
 * not active buys a first purchase whichever way they pay.
 */
export async function purchaseNow(db: Executor, userId: string): Promise<MemberPurchase> {
  return purchaseOf(await findMembershipState(db, userId));
}

/** What decides the member's next purchase: whether they paid, and until when. */
function findMembershipState(db: Executor, userId: string) {
  return db.selectFrom('users').select(['payment_status', 'membership_expiry']).where('id', '=', userId).executeTakeFirst();
}
