import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { claimSalesperson } from '../api/claim-salesperson.ts';

export type ClaimState =
  | { status: 'none' }
  | { status: 'claiming' }
  | { status: 'claimed'; fullName: string }
  /** `final`: the invite is refused for good (unknown, used, expired, already claimed); else Retry may help. */
  | { status: 'failed'; message: string; final: boolean };

interface ClaimOptions {
  token: string | null;
  /** The invite is used up (claimed, or refused for good): forget it. */
  onSettled(): void;
  /** The account is a salesperson now: its profile says so (the header's My sales link). */
  onClaimed(): void;
}

/** Claims a waiting salesperson invite once (strict mode runs effects twice; the request must go once). */
export function useClaim({ token, onSettled, onClaimed }: ClaimOptions): { state: ClaimState; retry(): void } {
  const session = useSession();
  const [state, setState] = useState<ClaimState>(token === null ? { status: 'none' } : { status: 'claiming' });
  const sent = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const callbacks = useRef({ onSettled, onClaimed });
  callbacks.current = { onSettled, onClaimed };

  useEffect(() => {
    const sending = token === null ? null : `${token}:${attempt}`;
    if (token === null || sent.current === sending) return;
    sent.current = sending;
    setState({ status: 'claiming' });
    claimSalesperson(session, token).then(
      ({ salesperson }) => {
        setState({ status: 'claimed', fullName: salesperson.fullName });
        callbacks.current.onSettled();
        callbacks.current.onClaimed();
      },
      (error: unknown) => {
        // A refusal (400 invalid, 409 already claimed) will not change; a lost connection or a busy server may.
        const final = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429 && error.status !== 401;
        setState({ status: 'failed', message: errorMessage(error), final });
        if (final) callbacks.current.onSettled();
      },
    );
  }, [token, attempt, session]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
