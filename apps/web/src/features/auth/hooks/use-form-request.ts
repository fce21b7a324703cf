import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';

export interface FormRequest {
  busy: boolean;
  /** Clears the message, shows the button busy while `request` runs, and shows its failure. */
  run(request: () => Promise<void>): Promise<void>;
  /** A form's submit handler: no page load; a problem `check` finds is shown instead of sending anything. */
  onSubmit(request: () => Promise<void>, check?: () => string | null): (event: FormEvent<HTMLFormElement>) => void;
}

/** One request of an auth form, with its busy state; messages go to the auth view's message area. */
export function useFormRequest(onMessage: (message: string | null) => void): FormRequest {
  const [busy, setBusy] = useState(false);

  const run = async (request: () => Promise<void>) => {
    onMessage(null);
    setBusy(true);
    try {
      await request();
    } catch (error) {
      onMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (request: () => Promise<void>, check?: () => string | null) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = check?.() ?? null;
    if (problem !== null) onMessage(problem);
    else void run(request);
  };

  return { busy, run, onSubmit };
}
