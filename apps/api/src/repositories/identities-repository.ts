import type { Executor, IdentityProvider } from '@guidepass/db';

export function findIdentity(db: Executor, provider: IdentityProvider, subject: string) {
  return db.selectFrom('identities').select(['user_id']).where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
}

export async function linkIdentity(db: Executor, identity: { userId: string; provider: IdentityProvider; subject: string; email: string | null }) {
  await db
    .insertInto('identities')
    .values({ user_id: identity.userId, provider: identity.provider, subject: identity.subject, email: identity.email })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
}
