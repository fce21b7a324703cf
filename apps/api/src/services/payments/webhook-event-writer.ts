import type { Db } from '@guidepass/db';
import { storeWebhookEvents, type IncomingWebhookEvent } from '@guidepass/payments/webhook-events-repository';

interface Waiting {
  event: IncomingWebhookEvent;
  resolve(id: string | null): void;
  reject(error: unknown): void;
}

/** Enough rows for one INSERT to stay quick; a burst beyond it takes a few. */
const maxBatch = 200;

/**
 * Stores webhook events with at most one INSERT in flight: an event arriving while one is written waits for the next,
 * which takes every event that came meanwhile. A lone event is written at once; a burst of hundreds costs a handful
 * of commits and one pooled connection, instead of a commit each and every connection the other routes read with.
 */
export function createWebhookEventWriter(db: Db) {
  let waiting: Waiting[] = [];
  let writing = false;

  async function write(batch: Waiting[]) {
    try {
      const ids = await storeWebhookEvents(db, batch.map((w) => w.event));
      batch.forEach((w, i) => w.resolve(ids[i]!));
    } catch (error) {
      // One event Postgres refuses (text it cannot store) must not fail the others: each alone, then.
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const one of batch) await write([one]);
    }
  }

  async function drain() {
    writing = true;
    while (waiting.length) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(maxBatch);
      await write(batch);
    }
    writing = false;
  }

  return {
    /** The new row's id, or null when the event was stored before (a repeat delivery). */
    store(event: IncomingWebhookEvent): Promise<string | null> {
      return new Promise((resolve, reject) => {
        waiting.push({ event, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
