import { useEffect, useState } from 'react';
import type { Session } from '../../../lib/session/session-types.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';

export type MonthRead<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'error'; message: string };

/**
 * Reads `load` for `month` whenever the month changes (once `enabled`: the person is an administrator), and again when
 * `version` changes (a payout, a merge or a new salesperson changed it). The answer on show stays until the fresh one
 * replaces it, so the forms in it keep their place.
 */
export function useMonthRead<T>(
  load: (session: Session, month: string, signal: AbortSignal) => Promise<T>,
  month: string,
  enabled: boolean,
  version: number,
): MonthRead<T> {
  const session = useSession();
  const [answer, setAnswer] = useState<{ month: string; read: MonthRead<T> } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(session, month, controller.signal).then(
      (value) => !controller.signal.aborted && setAnswer({ month, read: { status: 'loaded', value } }),
      (error: unknown) => !controller.signal.aborted && setAnswer({ month, read: { status: 'error', message: errorMessage(error) } }),
    );
    return () => controller.abort();
  }, [load, month, enabled, session, version]);

  return answer !== null && answer.month === month ? answer.read : { status: 'loading' };
}
