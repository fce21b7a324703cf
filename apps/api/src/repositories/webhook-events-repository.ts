import type { Db, PaymentProvider } from '@guidepass/db';

/** Stores an event once per provider and event id; answers the new row's id, or null for a repeat. */
export async function storeWebhookEvent(db: Db, event: { provider: PaymentProvider; eventId: string; type: string; payload: string }): Promise<string | null> {
  const row = await db
    .insertInto('webhook_events')
    .values({ provider: event.provider, event_id: event.eventId, type: event.type, payload: event.payload })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
