import { sql } from 'kysely';
import type { Executor, PaymentProvider } from '@guidepass/db';

export interface IncomingWebhookEvent {
  provider: PaymentProvider;
  eventId: string;
  type: string;
  payload: string;
}

/**
 * Stores events arriving together in one statement (one commit); answers, for each in order, the new row's id or
 * null for a repeat, whether of an event stored before or of one earlier in the same list.
 */
export async function storeWebhookEvents(db: Executor, events: IncomingWebhookEvent[]): Promise<(string | null)[]> {
  if (events.length === 0) return [];
  const rows = await db
    .insertInto('webhook_events')
    .values(events.map((e) => ({ provider: e.provider, event_id: e.eventId, type: e.type, payload: e.payload })))
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning(['id', 'provider', 'event_id'])
    .execute();
  const key = (provider: string, eventId: string) => `${provider} ${eventId}`;
  const ids = new Map(rows.map((row) => [key(row.provider, row.event_id), row.id]));
  return events.map((event) => {
    const id = ids.get(key(event.provider, event.eventId)) ?? null;
    ids.delete(key(event.provider, event.eventId));
    return id;
  });
}

/** Stores an event once per provider and event id; answers the new row's id, or null for a repeat. */
export async function storeWebhookEvent(db: Executor, event: IncomingWebhookEvent): Promise<string | null> {
  const [id] = await storeWebhookEvents(db, [event]);
  return id ?? null;
}

/** One stored event by our id. */
export function findWebhookEvent(db: Executor, webhookEventId: string) {
  return db.selectFrom('webhook_events').select(['provider', 'type', 'payload', 'processed_at']).where('id', '=', webhookEventId).executeTakeFirst();
}

/** Counts one more attempt at an event: processed when `error` is null, else the error is kept for the operator. */
export async function recordWebhookAttempt(db: Executor, webhookEventId: string, error: string | null): Promise<void> {
  await db
    .updateTable('webhook_events')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error?.slice(0, 500) ?? null,
      ...(error === null ? { processed_at: sql`now()` } : {}),
    }))
    .where('id', '=', webhookEventId)
    .execute();
}

/** Events received before `receivedBefore` and still unprocessed (oldest first, at most `limit`), unless given up on. */
export async function findUnprocessedWebhookEvents(db: Executor, receivedBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('webhook_events')
    .select('id')
    .where('processed_at', 'is', null)
    .where('received_at', '<', receivedBefore)
    .where('attempts', '<', 50)
    .orderBy('received_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Empties the raw payload of up to `limit` events processed before `processedBefore`; answers how many. The row stays: it still de-duplicates deliveries. */
export async function trimWebhookPayloadsProcessedBefore(db: Executor, processedBefore: Date, limit: number): Promise<number> {
  const result = await db
    .updateTable('webhook_events')
    .set({ payload: '{}' })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('webhook_events')
        .select('id')
        .where('processed_at', '<', processedBefore)
        .where('payload', '!=', sql<unknown>`'{}'::jsonb`)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes up to `limit` events processed before `processedBefore`; answers how many. Unprocessed events are never deleted. */
export async function deleteWebhookEventsProcessedBefore(db: Executor, processedBefore: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('webhook_events')
    .where('id', 'in', (eb) => eb.selectFrom('webhook_events').select('id').where('processed_at', '<', processedBefore).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
