import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { Saved } from '../sales-cache.ts';

/** A read that falls back to this device's last answer when the server cannot be reached. */
export type SavedRead<T> =
  | { status: 'loading' }
  /** `offline`: the server could not be reached, so this is the answer kept at `savedAt`. */
  | { status: 'loaded'; value: T; savedAt: number; offline: boolean }
  /** 403: the account is no salesperson. */
  | { status: 'denied' }
  | { status: 'error'; message: string };

interface Source<T> {
  load(signal: AbortSignal): Promise<T>;
  saved(): Saved<T> | null;
  save(saved: Saved<T>): void;
}

/**
 * Reads whenever `key` changes (`null`: not yet): a fresh answer is shown and kept; when the server is out of reach
 * (no HTTP status at all) the kept answer is shown instead, marked offline.
 */
export function useSavedRead<T>(key: string | null, source: Source<T>): SavedRead<T> {
  const latest = useRef(source);
  latest.current = source;
  const [answer, setAnswer] = useState<{ key: string; read: SavedRead<T> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const { load, saved, save } = latest.current;
    load(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        const savedAt = Date.now();
        save({ value, savedAt });
        setAnswer({ key, read: { status: 'loaded', value, savedAt, offline: false } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const kept = saved();
        const unreachable = error instanceof ApiError && error.status === 0;
        const read: SavedRead<T> =
          error instanceof ApiError && error.status === 403
            ? { status: 'denied' }
            : unreachable && kept !== null
              ? { status: 'loaded', value: kept.value, savedAt: kept.savedAt, offline: true }
              : { status: 'error', message: errorMessage(error) };
        setAnswer({ key, read });
      },
    );
    return () => controller.abort();
  }, [key]);

  return answer !== null && answer.key === key ? answer.read : { status: 'loading' };
}
