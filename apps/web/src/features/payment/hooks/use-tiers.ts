import { useCallback, useEffect, useState } from 'react';
import type { TiersAnswer } from '@guidepass/domain/payments';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { onOnline } from '../../../lib/online.ts';
import { getTiers } from '../../../lib/get-tiers.ts';

export type TiersRead = { status: 'loading' } | { status: 'loaded'; answer: TiersAnswer } | { status: 'error'; message: string };

/**
 * Reads GET /api/tiers once the view opens; retry() reads it again after a failure, as does the network
 * coming back.
 */
export function useTiers(): { read: TiersRead; retry(): void } {
  const session = useSession();
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<TiersRead>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getTiers(session, controller.signal).then(
      (answer) => setRead({ status: 'loaded', answer }),
      (error: unknown) => {
        if (!controller.signal.aborted) setRead({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [session, attempt]);

  const retry = useCallback(() => {
    setRead({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const failed = read.status === 'error';
  useEffect(() => (failed ? onOnline(retry) : undefined), [failed, retry]);

  return { read, retry };
}
