import { useState } from 'react';
import type { FormEvent } from 'react';
import { messages } from '@guidepass/domain/messages';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { signUp } from '../api/sign-up.ts';

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
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmPassword) return onMessage(messages.passwordsDoNotMatch);
    if (firstName.trim() === '' || lastName.trim() === '') return onMessage(messages.salespersonNameRequired);
    onMessage(null);
    setBusy(true);
    try {
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
      <Button type="submit" busy={busy} busyText={uiText.signingUp}>
        {uiText.signUp}
      </Button>
    </form>
  );
}
