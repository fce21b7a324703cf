import { useId, useState } from 'react';
import { messages } from '@guidepass/domain/messages';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useApiClient, useSession } from '../../../lib/api-context.tsx';
import { login } from '../api/login.ts';
import { signUp } from '../api/sign-up.ts';
import { useFormRequest } from '../hooks/use-form-request.ts';
import type { FormProblem } from '../hooks/use-form-request.ts';
import { AuthForm } from './AuthForm.tsx';
import { EmailField } from './EmailField.tsx';
import { NewPasswordFields, newPasswordFieldFor, newPasswordFieldNames } from './NewPasswordFields.tsx';

interface SignUpFormProps {
  email: string;
  onEmailChange(email: string): void;
  onMessage(message: string | null): void;
  /** The account exists; `signedIn` when the sign-in that follows it worked (the step then only shows verification). */
  onSignedUp(message: string, signedIn: boolean): void;
}

function fieldFor(reason: string | undefined): string | null {
  if (reason === 'email-already-in-use' || reason === 'invalid-email') return 'email';
  if (reason === 'salesperson-name-required') return 'firstName';
  if (reason === 'invalid-referral-code') return 'referralCode';
  return newPasswordFieldFor(reason);
}

export function SignUpForm({ email, onEmailChange, onMessage, onSignedUp }: SignUpFormProps) {
  const client = useApiClient();
  const session = useSession();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [referralCode, setReferralCode] = useState('');
  const request = useFormRequest(onMessage, fieldFor);
  const salespersonHintId = useId();

  const check = (): FormProblem | null => {
    if (password !== confirmPassword) return { message: messages.passwordsDoNotMatch, field: newPasswordFieldNames.confirmPassword };
    if (firstName.trim() === '') return { message: messages.salespersonNameRequired, field: 'firstName' };
    if (lastName.trim() === '') return { message: messages.salespersonNameRequired, field: 'lastName' };
    return null;
  };
  const submit = request.onSubmit(async () => {
    const code = referralCode.trim();
    const typedEmail = email.trim();
    const answer = await signUp(client, {
      email: typedEmail,
      password,
      confirmPassword,
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      ...(code ? { referralCode: code } : {}),
    });
    // Ours: sign in at once with the password just typed, so that the code (or the link, in this browser)
    // upgrades this session and nobody types the password a third time. Should that fail, the verification step
    // works signed out, as before, and login follows it.
    const signedIn = await login(client, { email: typedEmail, password }).catch(() => null);
    if (signedIn) session.signIn(signedIn, typedEmail);
    onSignedUp(answer.message, signedIn !== null);
  }, check);

  return (
    <AuthForm request={request} onSubmit={submit}>
      <EmailField value={email} onChange={onEmailChange} />
      <NewPasswordFields
        password={password}
        confirmPassword={confirmPassword}
        onPasswordChange={setPassword}
        onConfirmPasswordChange={setConfirmPassword}
      />
      <p className="field__hint field__hint--lead" id={salespersonHintId}>
        {uiText.salespersonHint}
      </p>
      {/* Not `required`: the original's own message says what is missing. */}
      <TextField
        label={uiText.salespersonFirstNameLabel}
        name="firstName"
        aria-required="true"
        aria-describedby={salespersonHintId}
        autoComplete="off"
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
      />
      <TextField
        label={uiText.salespersonLastNameLabel}
        name="lastName"
        aria-required="true"
        aria-describedby={salespersonHintId}
        autoComplete="off"
        value={lastName}
        onChange={(e) => setLastName(e.target.value)}
      />
      <TextField
        label={uiText.referralCodeLabel}
        name="referralCode"
        autoComplete="off"
        autoCapitalize="characters"
        value={referralCode}
        onChange={(e) => setReferralCode(e.target.value)}
      />
      <Button type="submit" busy={request.busy} busyText={uiText.signingUp}>
        {uiText.signUp}
      </Button>
    </AuthForm>
  );
}
