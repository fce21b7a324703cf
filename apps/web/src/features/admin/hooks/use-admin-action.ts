import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';

export interface AdminAction {
  busy: boolean;
  /** What the last run reported: its success text, or the failure's message. */
  outcome: { ok: boolean; text: string } | null;
  /** Runs `request`; on success shows what `done` says of its answer. */
  run<T>(request: () => Promise<T>, done: (answer: T) => string): Promise<boolean>;
  /** Shows a problem found before sending anything. */
  refuse(text: string): void;
}

/** One admin form's request: busy while it runs, then a success or failure text beside the form. */
export function useAdminAction(): AdminAction {
  const [busy, setBusy] = useState(false);
  const busyNow = useRef(false);
  const [outcome, setOutcome] = useState<AdminAction['outcome']>(null);

  const run = async <T>(request: () => Promise<T>, done: (answer: T) => string) => {
    if (busyNow.current) return false;
    busyNow.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await request();
      setOutcome({ ok: true, text: done(answer) });
      return true;
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
      return false;
    } finally {
      busyNow.current = false;
      setBusy(false);
    }
  };

  return { busy, outcome, run, refuse: (text) => setOutcome({ ok: false, text }) };
}
