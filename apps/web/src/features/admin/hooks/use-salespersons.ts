import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { listSalespersons } from '../api/list-salespersons.ts';
import type { SalespersonListRow } from '../api/list-salespersons.ts';

export type SalespersonsRead = { status: 'loading' } | { status: 'loaded'; rows: SalespersonListRow[] } | { status: 'error'; message: string };

/**
 * The salesperson records with the figures of `month` (once `enabled`: the person is an administrator); reload()
 * after a change. The list on show stays until the fresh one replaces it, so the forms in it keep their place.
 */
export function useSalespersons(month: string, enabled: boolean): { read: SalespersonsRead; reload(): void } {
  const session = useSession();
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<{ month: string; read: SalespersonsRead } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    listSalespersons(session, month, controller.signal).then(
      (rows) => !controller.signal.aborted && setAnswer({ month, read: { status: 'loaded', rows } }),
      (error: unknown) => !controller.signal.aborted && setAnswer({ month, read: { status: 'error', message: errorMessage(error) } }),
    );
    return () => controller.abort();
  }, [month, enabled, session, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { read: answer !== null && answer.month === month ? answer.read : { status: 'loading' }, reload };
}
