import { useState } from 'react';
import type { FormEvent } from 'react';
import { messages } from '@guidepass/domain/messages';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useApiClient, useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { login } from '../api/login.ts';

interface LoginFormProps {
  email: string;
  onEmailChange(email: string): void;
  onMessage(message: string | null): void;
  onForgotPassword(): void;
}

export function LoginForm({ email, onEmailChange, onMessage, onForgotPassword }: LoginFormProps) {
  const client = useApiClient();
  const session = useSession();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onMessage(null);
    setBusy(true);
    try {
      const typed = email.trim();
      const answer = await login(client, { email: typed, password });
      // An unverified user stays signed in; the auth view then shows the verification step.
      if (!answer.emailVerified) onMessage(answer.message ?? messages.emailNotVerified);
      setBusy(false);
      session.signIn(answer, typed);
    } catch (error) {
      onMessage(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)}>
      <TextField label={uiText.emailLabel} type="email" required autoComplete="email" value={email} onChange={(e) => onEmailChange(e.target.value)} />
      <TextField
        label={uiText.passwordLabel}
        type="password"
        required
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" busy={busy} busyText={uiText.loggingIn}>
        {uiText.login}
      </Button>
      <Button variant="link" onClick={onForgotPassword}>
        {uiText.forgotPassword}
      </Button>
    </form>
  );
}
