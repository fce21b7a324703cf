import { accountText } from '@guidepass/texts/en/web/account-text';
import { Button } from '../../../components/ui/Button.tsx';
import { useApiClient } from '../../../lib/api-context.tsx';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { useFormRequest } from '../hooks/use-form-request.ts';
import { AuthForm } from './AuthForm.tsx';
import { EmailField } from './EmailField.tsx';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange(email: string): void;
  onMessage(message: string | null): void;
  /** The reset e-mail is on its way: next, the code from it and a new password. */
  onSent(message: string): void;
}

export function ForgotPasswordForm({ email, onEmailChange, onMessage, onSent }: ForgotPasswordFormProps) {
  const client = useApiClient();
  const request = useFormRequest(onMessage, (reason) => (reason === 'invalid-email' ? 'email' : null));

  const submit = request.onSubmit(async () => {
    onSent((await requestPasswordReset(client, { email: email.trim() })).message);
  });

  return (
    <AuthForm request={request} onSubmit={submit}>
      <EmailField value={email} onChange={onEmailChange} />
      <Button type="submit" busy={request.busy} busyText={accountText.sendingReset}>
        {accountText.sendReset}
      </Button>
    </AuthForm>
  );
}
