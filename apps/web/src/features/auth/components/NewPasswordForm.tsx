import { useState } from 'react';
import type { FormEvent } from 'react';
import { messages } from '@guidepass/domain/messages';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { confirmPasswordReset } from '../api/confirm-password-reset.ts';

interface NewPasswordFormProps {
  /** From the e-mail's link; without it the form asks for the code from the e-mail. */
  token: string | null;
  email: string;
  onMessage(message: string | null): void;
  onDone(message: string): void;
}

export function NewPasswordForm({ token, email, onMessage, onDone }: NewPasswordFormProps) {
  const client = useApiClient();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmPassword) return onMessage(messages.passwordsDoNotMatch);
    onMessage(null);
    setBusy(true);
    try {
      const proof = token !== null ? { token } : { email: email.trim(), code: code.trim() };
      const answer = await confirmPasswordReset(client, { ...proof, password, confirmPassword });
      onDone(answer.message);
    } catch (error) {
      onMessage(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)}>
      {token === null ? (
        <TextField
          label={uiText.resetCodeLabel}
          inputMode="numeric"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
      ) : null}
      <TextField
        label={uiText.passwordLabel}
        type="password"
        required
        minLength={6}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={uiText.confirmPasswordLabel}
        type="password"
        required
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
      />
      <Button type="submit" busy={busy} busyText={uiText.changingPassword}>
        {uiText.changePassword}
      </Button>
    </form>
  );
}
