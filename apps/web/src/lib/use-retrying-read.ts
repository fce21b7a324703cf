import { useCallback, useEffect, useRef, useState } from 'react';
import { onOnline } from './online.ts';

/**
 * The state of a read a view shows (loading, loaded or failed) and its attempts: `attempt` is the effect dependency
 * that reads again; `reload()` reads again keeping what is shown, `retry()` shows `loading` first. A failed read is
 * retried when the network comes back.
 */
export function useRetryingRead<R extends { status: string }>(loading: R) {
  const loadingRead = useRef(loading).current;
  const [read, setRead] = useState<R>(loadingRead);
  const [attempt, setAttempt] = useState(0);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setRead(loadingRead);
    setAttempt((n) => n + 1);
  }, [loadingRead]);

  const failed = read.status === 'error';
  useEffect(() => (failed ? onOnline(retry) : undefined), [failed, retry]);

  return { read, setRead, attempt, reload, retry };
}
