import { useEffect } from 'react';
import type { TiersAnswer } from '@guidepass/domain/payments';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { getTiers } from '../../../lib/get-tiers.ts';
import { useRetryingRead } from '../../../lib/use-retrying-read.ts';

export type TiersRead = { status: 'loading' } | { status: 'loaded'; answer: TiersAnswer } | { status: 'error'; message: string };

/**
 * Reads GET /api/tiers once the view opens; retry() reads it again after a failure, as does the network
 * coming back.
 */
export function useTiers(): { read: TiersRead; retry(): void } {
  const session = useSession();
  const { read, setRead, attempt, retry } = useRetryingRead<TiersRead>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getTiers(session, controller.signal).then(
      (answer) => setRead({ status: 'loaded', answer }),
      (error: unknown) => {
        if (!controller.signal.aborted) setRead({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [session, attempt, setRead]);

  return { read, retry };
}
