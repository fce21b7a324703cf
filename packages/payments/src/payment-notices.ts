import type { Executor, MemberNoticeKind } from '@guidepass/db';

/** Records one notice of `kind` and `key` for the member, once; answers its id, or undefined when it was recorded before. */
export async function recordNotice(db: Executor, userId: string, kind: Extract<MemberNoticeKind, 'payment-failed' | 'receipt'>, key: string): Promise<string | undefined> {
  const row = await db
    .insertInto('member_notices')
    .values({ user_id: userId, kind, key })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
