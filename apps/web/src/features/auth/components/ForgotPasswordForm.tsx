import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange(email: string): void;
  onMessage(message: string | null): void;
  /** The reset e-mail is on its way: next, the code from it and a new password. */
  onSent(message: string): void;
}

export function ForgotPasswordForm({ email, onEmailChange, onMessage, onSent }: ForgotPasswordFormProps) {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onMessage(null);
    setBusy(true);
    try {
      onSent((await requestPasswordReset(client, { email: email.trim() })).message);
    } catch (error) {
      onMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)}>
      <TextField label={uiText.emailLabel} type="email" required autoComplete="email" value={email} onChange={(e) => onEmailChange(e.target.value)} />
      <Button type="submit" busy={busy} busyText={uiText.sendingReset}>
        {uiText.sendReset}
      </Button>
    </form>
  );
}
