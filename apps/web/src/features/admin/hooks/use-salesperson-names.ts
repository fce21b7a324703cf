import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { listSalespersonNames, type SalespersonNamesPage } from '../api/list-salesperson-names.ts';

export type NamesRead = { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'loaded' } & SalespersonNamesPage);

/** Waits this long after the last keystroke before searching, so typing a name sends one request. */
const searchPauseMs = 250;

/** Page `page` of the names to review matching `search`, read again when `version` changes (a confirm or merge elsewhere). */
export function useSalespersonNames(search: string, page: number, version: number): NamesRead {
  const session = useSession();
  const [read, setRead] = useState<NamesRead>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      listSalespersonNames(session, search, page, controller.signal).then(
        (answer) => setRead({ status: 'loaded', ...answer }),
        (error: unknown) => {
          if (!controller.signal.aborted) setRead({ status: 'error', message: errorMessage(error) });
        },
      );
    }, searchPauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [session, search, page, version]);

  return read;
}
