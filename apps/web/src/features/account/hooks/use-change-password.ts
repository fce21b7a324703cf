import { useState } from 'react';
import { messages } from '@guidepass/domain/messages';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { changePassword } from '../api/change-password.ts';

export type ChangePasswordOutcome = { tone: 'success' | 'error'; text: string } | null;

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Sends a password change (after the confirmation matches) and keeps its busy state and outcome. */
export function useChangePassword() {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ChangePasswordOutcome>(null);

  const submit = async ({ currentPassword, newPassword, confirmPassword }: ChangePasswordInput): Promise<boolean> => {
    if (newPassword !== confirmPassword) {
      setOutcome({ tone: 'error', text: messages.passwordsDoNotMatch });
      return false;
    }
    setOutcome(null);
    setBusy(true);
    try {
      const answer = await changePassword(session, { currentPassword, newPassword });
      setOutcome({ tone: 'success', text: answer.message });
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, outcome, submit };
}
