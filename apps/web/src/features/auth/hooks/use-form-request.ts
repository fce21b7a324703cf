import { deviceMessages } from '@guidepass/texts/en/device-messages';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';

/** What a form's own check found: the text to show and the `name` of the field to fix, if one. */
export interface FormProblem {
  message: string;
  field?: string;
}

export interface FormRequest {
  busy: boolean;
  /** The `name` of the field the last problem points at (marked invalid and focused), else null. */
  invalidField: string | null;
  /** For the form element: focus returns to the field to fix inside it. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Clears the message, shows the button busy while `request` runs, and shows its failure. */
  run(request: () => Promise<void>): Promise<void>;
  /** A form's submit handler: no page load; a problem `check` finds is shown instead of sending anything. */
  onSubmit(request: () => Promise<void>, check?: () => FormProblem | null): (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * One request of an auth form, with its busy state; messages go to the auth view's message area. After a problem
 * focus goes to the field that needs attention (`fieldFor` names it for a server's `reason`); without one it stays
 * on the pressed button, which keeps focus while busy (components/ui/Button.tsx).
 */
export function useFormRequest(onMessage: (message: string | null) => void, fieldFor?: (reason: string | undefined) => string | null): FormRequest {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: string | null; seq: number }>({ field: null, seq: 0 });
  const formRef = useRef<HTMLFormElement | null>(null);
  const busyNow = useRef(false);

  useEffect(() => {
    if (problem.field === null) return;
    const field = formRef.current?.elements.namedItem(problem.field);
    // The message area scrolls itself into view; the field must not scroll it away again.
    if (field instanceof HTMLElement) field.focus({ preventScroll: true });
  }, [problem]);

  const showProblem = (message: string, field: string | null) => {
    onMessage(message);
    setProblem((last) => ({ field, seq: last.seq + 1 }));
  };

  const run = async (request: () => Promise<void>) => {
    if (busyNow.current) return;
    busyNow.current = true;
    onMessage(null);
    setProblem((last) => ({ field: null, seq: last.seq }));
    setBusy(true);
    try {
      await request();
    } catch (error) {
      showProblem(failureMessage(error), fieldFor?.(error instanceof ApiError ? error.reason : undefined) ?? null);
    } finally {
      busyNow.current = false;
      setBusy(false);
    }
  };

  const onSubmit = (request: () => Promise<void>, check?: () => FormProblem | null) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busyNow.current) return;
    const found = check?.() ?? null;
    if (found !== null) showProblem(found.message, found.field ?? null);
    else void run(request);
  };

  return { busy, invalidField: problem.field, formRef, run, onSubmit };
}

/** Without a network the request never left the device: say the app is offline, not that the service is down. */
function failureMessage(error: unknown): string {
  const unsent = error instanceof ApiError && error.status === 0 && error.code !== 'cancelled' && !navigator.onLine;
  return unsent ? deviceMessages.offlineRequest : errorMessage(error);
}
