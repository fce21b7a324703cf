import { accountMessages } from '@guidepass/texts/en/account-messages';
import { accountText } from '@guidepass/texts/en/web/account-text';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useApiClient } from '../../../lib/api-context.tsx';
import { confirmPasswordReset } from '../api/confirm-password-reset.ts';
import { useFormRequest } from '../hooks/use-form-request.ts';
import { AuthForm } from './AuthForm.tsx';
import { CodeField } from './CodeField.tsx';
import { NewPasswordFields, newPasswordFieldFor, newPasswordFieldNames } from './NewPasswordFields.tsx';

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
  // A wrong code is typed again; a spent link has no field to fix.
  const request = useFormRequest(onMessage, (reason) => (reason === 'invalid-reset-token' ? (token === null ? 'code' : null) : newPasswordFieldFor(reason)));

  const submit = request.onSubmit(
    async () => {
      const proof = token !== null ? { token } : { email: email.trim(), code: code.trim() };
      const answer = await confirmPasswordReset(client, { ...proof, password, confirmPassword });
      onDone(answer.message);
    },
    () => (password !== confirmPassword ? { message: accountMessages.passwordsDoNotMatch, field: newPasswordFieldNames.confirmPassword } : null),
  );

  return (
    <AuthForm request={request} onSubmit={submit}>
      {token === null ? <CodeField label={accountText.resetCodeLabel} value={code} onChange={setCode} /> : null}
      <NewPasswordFields
        password={password}
        confirmPassword={confirmPassword}
        onPasswordChange={setPassword}
        onConfirmPasswordChange={setConfirmPassword}
      />
      <Button type="submit" busy={request.busy} busyText={accountText.changingPassword}>
        {accountText.changePassword}
      </Button>
    </AuthForm>
  );
}
