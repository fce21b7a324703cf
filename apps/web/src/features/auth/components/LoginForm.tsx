import { accountMessages } from '@guidepass/texts/en/account-messages';
import { accountText } from '@guidepass/texts/en/web/account-text';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useApiClient, useSession } from '../../../lib/api-context.tsx';
import { login } from '../api/login.ts';
import { useFormRequest } from '../hooks/use-form-request.ts';
import { AuthForm } from './AuthForm.tsx';
import { EmailField } from './EmailField.tsx';
import { PasswordField } from './PasswordField.tsx';

interface LoginFormProps {
  email: string;
  onEmailChange(email: string): void;
  onMessage(message: string | null): void;
  onForgotPassword(): void;
}

// A wrong e-mail or password: the password is what to type again.
const fieldFor = (reason: string | undefined) => (reason === 'invalid-credentials' || reason === 'invalid-email' ? 'password' : null);

export function LoginForm({ email, onEmailChange, onMessage, onForgotPassword }: LoginFormProps) {
  const client = useApiClient();
  const session = useSession();
  const [password, setPassword] = useState('');
  const request = useFormRequest(onMessage, fieldFor);

  const submit = request.onSubmit(async () => {
    const typed = email.trim();
    const answer = await login(client, { email: typed, password });
    // An unverified user stays signed in; the auth view then shows the verification step.
    if (!answer.emailVerified) onMessage(answer.message ?? accountMessages.emailNotVerified);
    session.signIn(answer, typed);
  });

  return (
    <AuthForm request={request} onSubmit={submit}>
      <EmailField value={email} onChange={onEmailChange} />
      <PasswordField label={accountText.loginPasswordLabel} name="password" autoComplete="current-password" value={password} onChange={setPassword} />
      <Button type="submit" busy={request.busy} busyText={accountText.loggingIn}>
        {accountText.login}
      </Button>
      <Button variant="link" onClick={onForgotPassword}>
        {accountText.forgotPassword}
      </Button>
    </AuthForm>
  );
}
