import { useState } from 'react';
import { messages } from '@guidepass/domain/messages';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { signUp } from '../api/sign-up.ts';
import { useFormRequest } from '../hooks/use-form-request.ts';
import { EmailField } from './EmailField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

interface SignUpFormProps {
  email: string;
  onEmailChange(email: string): void;
  onMessage(message: string | null): void;
  onSignedUp(message: string): void;
}

export function SignUpForm({ email, onEmailChange, onMessage, onSignedUp }: SignUpFormProps) {
  const client = useApiClient();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [referralCode, setReferralCode] = useState('');
  const request = useFormRequest(onMessage);

  const check = () => {
    if (password !== confirmPassword) return messages.passwordsDoNotMatch;
    if (firstName.trim() === '' || lastName.trim() === '') return messages.salespersonNameRequired;
    return null;
  };
  const submit = request.onSubmit(async () => {
    const code = referralCode.trim();
    const answer = await signUp(client, {
      email: email.trim(),
      password,
      confirmPassword,
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      ...(code ? { referralCode: code } : {}),
    });
    onSignedUp(answer.message);
  }, check);

  return (
    <form className="form" onSubmit={submit}>
      <EmailField value={email} onChange={onEmailChange} />
      <NewPasswordFields
        password={password}
        confirmPassword={confirmPassword}
        onPasswordChange={setPassword}
        onConfirmPasswordChange={setConfirmPassword}
      />
      {/* Not `required`: the original's own message says what is missing. */}
      <TextField label={uiText.salespersonFirstNameLabel} aria-required="true" autoComplete="off" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
      <TextField label={uiText.salespersonLastNameLabel} aria-required="true" autoComplete="off" value={lastName} onChange={(e) => setLastName(e.target.value)} />
      <TextField
        label={uiText.referralCodeLabel}
        autoComplete="off"
        autoCapitalize="characters"
        value={referralCode}
        onChange={(e) => setReferralCode(e.target.value)}
      />
      <Button type="submit" busy={request.busy} busyText={uiText.signingUp}>
        {uiText.signUp}
      </Button>
    </form>
  );
}
