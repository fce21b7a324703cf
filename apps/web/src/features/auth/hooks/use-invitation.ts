import { useEffect, useState } from 'react';
import { useApiClient } from '../../../lib/api-context.tsx';
import { getInvitation } from '../api/get-invitation.ts';

/**
 * The salesperson invite this tab came with (`/?claim=TOKEN`), if any: `named` once the server said whom it names
 * and the address it went to.
 * A link that could not be read (spent, or offline) is still an invitation: My sales says what became of it.
 */
export type Invitation = { status: 'none' } | { status: 'checking' } | { status: 'named'; fullName: string; email: string } | { status: 'unnamed' };

export function useInvitation(token: string | null): Invitation {
  const client = useApiClient();
  const [answer, setAnswer] = useState<{ token: string; invitation: Invitation } | null>(null);

  useEffect(() => {
    if (token === null) return;
    const controller = new AbortController();
    getInvitation(client, token, controller.signal).then(
      ({ fullName, email }) => setAnswer({ token, invitation: { status: 'named', fullName, email } }),
      () => {
        if (!controller.signal.aborted) setAnswer({ token, invitation: { status: 'unnamed' } });
      },
    );
    return () => controller.abort();
  }, [client, token]);

  if (token === null) return { status: 'none' };
  return answer !== null && answer.token === token ? answer.invitation : { status: 'checking' };
}
