import { useRef, useState } from 'react';
import { salespersonReasons } from '@guidepass/domain/errors';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { rememberReferralCode } from '../../../lib/remembered-referral.ts';
import { closeMatchOf } from '../../../lib/salesperson-close-match.ts';
import type { CloseMatch } from '../../../lib/salesperson-close-match.ts';
import { useAnnouncedMessage } from '../../../lib/use-announced-message.ts';
import type { AnnouncedMessage } from '../../../lib/use-announced-message.ts';
import { chooseSalesperson } from '../api/choose-salesperson.ts';
import type { SalespersonAnswer } from '../api/choose-salesperson.ts';

export interface SalespersonAnswerState {
  busy: boolean;
  message: AnnouncedMessage | null;
  /** The field (`name`) the last problem points at. */
  invalidField: string | null;
  /** Set when the typed name came close to existing salespeople. */
  closeMatch: CloseMatch | null;
  send(answer: SalespersonAnswer): Promise<void>;
  /** The typed name changed: an earlier "Did you mean …?" no longer applies. */
  clearCloseMatch(): void;
}

/** PUT /api/me/salesperson with its busy state, failures and close matches; `onAnswered` runs after it worked. */
export function useSalespersonAnswer(onAnswered: () => Promise<unknown>): SalespersonAnswerState {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const busyNow = useRef(false);
  const [message, setMessage] = useAnnouncedMessage();
  const [invalidField, setInvalidField] = useState<string | null>(null);
  const [closeMatch, setCloseMatch] = useState<CloseMatch | null>(null);

  const send = async (answer: SalespersonAnswer) => {
    if (busyNow.current) return;
    busyNow.current = true;
    setBusy(true);
    setMessage(null);
    setInvalidField(null);
    try {
      await chooseSalesperson(session, answer);
      setCloseMatch(null);
      // The code of a link, kept for this tab, has done its work.
      rememberReferralCode(null);
      await onAnswered();
    } catch (error) {
      const match = closeMatchOf(error);
      setCloseMatch(match);
      if (match === null) {
        setMessage(errorMessage(error), error instanceof ApiError ? error.reason : undefined);
        setInvalidField(fieldFor(error));
      }
    } finally {
      busyNow.current = false;
      setBusy(false);
    }
  };

  return { busy, message, invalidField, closeMatch, send, clearCloseMatch: () => setCloseMatch(null) };
}

function fieldFor(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.reason === salespersonReasons.unknownReferralCode || error.reason === 'invalid-referral-code') return 'referralCode';
  if (error.reason === 'salesperson-name-required') return 'firstName';
  return null;
}
