import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { memberChangesChannel } from './member-changes.ts';

/** How the listening connection names itself to Postgres (pg_stat_activity.application_name). */
export const listenerApplicationName = 'guidepass-member-changes';

export interface ChangeListenerOptions {
  connectionString: string;
  /** called with each payload announced on the channel while listening */
  onChange(payload: string): void;
  /** called when listening starts or stops: whatever was learnt before may be stale (changes may have been missed) */
  onReset(): void;
  onError?(error: Error): void;
  /** wait before reconnecting after a failure */
  retryMs?: number;
  /** a round trip on the listening connection unanswered this long means the connection is lost */
  roundTripTimeoutMs?: number;
}

export interface ChangeListener {
  /** true from the first successful LISTEN until the connection fails; reconnecting sets it again */
  readonly listening: boolean;
  /**
   * Resolves true once a round trip that began at or after `since` (performance.now()) has come back on the
   * listening connection, so every change committed before `since` has been handed to onChange; false when that
   * cannot be shown (not listening, or the connection failed meanwhile). Callers arriving together share one trip.
   */
  caughtUp(since: number): Promise<boolean>;
  close(): Promise<void>;
}

interface Pending {
  promise: Promise<boolean>;
  resolve(caughtUp: boolean): void;
}

function pending(): Pending {
  let resolve!: (caughtUp: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * LISTEN on one dedicated connection, reconnecting after any failure. Postgres hands a listening session the
 * notifications committed before it answers a query, so a shared empty round trip proves the listener is current.
 */
export function listenForMemberChanges(options: ChangeListenerOptions): ChangeListener {
  const retryMs = options.retryMs ?? 500;
  const roundTripTimeoutMs = options.roundTripTimeoutMs ?? 1_000;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let confirmedFrom = -Infinity;
  let inFlight: { startedAt: number; done: Pending } | null = null;
  let queued: Pending | null = null;
  let dropCurrent: ((error?: Error) => void) | null = null;
  let ending: Promise<void> = Promise.resolve();
  // An outage fails every reconnection attempt: report the first failure, not each retry.
  let reported = false;

  function connect() {
    const connection = new pg.Client({ connectionString: options.connectionString, keepAlive: true, application_name: listenerApplicationName });
    client = connection;
    let gone = false;
    const drop = (error?: Error) => {
      if (gone) return;
      gone = true;
      if (client === connection) {
        client = null;
        dropCurrent = null;
        const wasListening = listening;
        listening = false;
        confirmedFrom = -Infinity;
        queued?.resolve(false);
        queued = null;
        inFlight?.done.resolve(false);
        inFlight = null;
        if (wasListening) options.onReset();
      }
      ending = connection.end().catch(() => {});
      if (error && !reported) options.onError?.(error);
      if (error) reported = true;
      if (!closed) retry = setTimeout(connect, retryMs);
    };
    dropCurrent = drop;
    connection.on('error', drop);
    connection.on('end', () => drop(closed ? undefined : new Error('listening connection ended')));
    connection.on('notification', (message) => {
      if (!gone && listening && message.channel === memberChangesChannel) options.onChange(message.payload ?? '');
    });
    connection
      .connect()
      .then(() => connection.query(`listen ${memberChangesChannel}`))
      .then(() => {
        if (gone || closed) return;
        listening = true;
        reported = false;
        options.onReset();
      })
      .catch((error: Error) => drop(error));
  }

  function sendRoundTrip(connection: pg.Client) {
    const done = queued!;
    queued = null;
    const startedAt = performance.now();
    inFlight = { startedAt, done };
    const timer = setTimeout(() => {
      if (client === connection) dropCurrent?.(new Error(`listening connection did not answer in ${roundTripTimeoutMs} ms`));
    }, roundTripTimeoutMs);
    connection.query('').then(
      () => {
        const current = client === connection && listening;
        if (current) confirmedFrom = Math.max(confirmedFrom, startedAt);
        done.resolve(current);
      },
      () => done.resolve(false),
    ).finally(() => {
      clearTimeout(timer);
      if (inFlight?.done === done) inFlight = null;
      if (queued && client === connection && listening) sendRoundTrip(connection);
    });
  }

  connect();

  return {
    get listening() {
      return listening;
    },
    caughtUp(since) {
      if (!listening || !client) return Promise.resolve(false);
      if (confirmedFrom >= since) return Promise.resolve(true);
      if (inFlight && inFlight.startedAt >= since) return inFlight.done.promise;
      if (!queued) {
        queued = pending();
        const waiting = queued.promise;
        if (!inFlight) sendRoundTrip(client);
        return waiting;
      }
      return queued.promise;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      dropCurrent?.();
      await ending;
    },
  };
}
