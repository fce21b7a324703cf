import type { Executor, SubscriptionAuditAction } from '@guidepass/db';

/** Writes one audit line for a subscription; the same action and reference again (a retried job) writes nothing. */
export async function recordSubscriptionAudit(
  db: Executor,
  line: { subscriptionId: string; action: SubscriptionAuditAction; reference?: string; detail?: string },
): Promise<void> {
  await db
    .insertInto('subscription_audit')
    .values({ subscription_id: line.subscriptionId, action: line.action, reference: line.reference ?? '', detail: line.detail ?? '' })
    .onConflict((c) => c.columns(['subscription_id', 'action', 'reference']).doNothing())
    .execute();
}

/** A subscription's audit lines, oldest first. */
export function listSubscriptionAudit(db: Executor, subscriptionId: string) {
  return db.selectFrom('subscription_audit').select(['action', 'reference', 'detail', 'created_at']).where('subscription_id', '=', subscriptionId).orderBy('created_at').execute();
}

/** Whether we refunded this sale ourselves because its account was gone (its REFUNDED event then has nothing to take back). */
export async function wasRefundedForDeletedAccount(db: Executor, saleId: string): Promise<boolean> {
  const line = await db
    .selectFrom('subscription_audit')
    .select('id')
    .where('action', '=', 'sale-refunded-for-deleted-account')
    .where('reference', '=', saleId)
    .executeTakeFirst();
  return line !== undefined;
}
