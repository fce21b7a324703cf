import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { getEarnings, type EarningsReport } from '../api/get-earnings.ts';

export type EarningsRead = { status: 'loading' } | { status: 'loaded'; report: EarningsReport } | { status: 'error'; message: string };

/**
 * Reads the month's earnings report whenever the month changes (once `enabled`: the person is an administrator),
 * and again when `version` changes (a payout or a merge changed it); the report on show stays meanwhile.
 */
export function useEarnings(month: string, enabled: boolean, version = 0): EarningsRead {
  const session = useSession();
  const [answer, setAnswer] = useState<{ month: string; read: EarningsRead } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getEarnings(session, month, controller.signal).then(
      (report) => !controller.signal.aborted && setAnswer({ month, read: { status: 'loaded', report } }),
      (error: unknown) => !controller.signal.aborted && setAnswer({ month, read: { status: 'error', message: errorMessage(error) } }),
    );
    return () => controller.abort();
  }, [month, enabled, session, version]);

  return answer !== null && answer.month === month ? answer.read : { status: 'loading' };
}
