import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useApiClient, useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { resendVerification } from '../api/resend-verification.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { DeleteAccountButton } from './DeleteAccountButton.tsx';

interface VerifyEmailStepProps {
  /** The address the code was sent to, when known; otherwise the step asks for it. */
  knownEmail: string | null;
  signedIn: boolean;
  onMessage(message: string | null): void;
  /** Verified while signed out (just after sign-up): the user logs in next. */
  onVerifiedSignedOut(message: string): void;
  /** Verified while signed in: the app moves on to the next view. */
  onVerifiedSignedIn(message: string): void;
}

export function VerifyEmailStep({ knownEmail, signedIn, onMessage, onVerifiedSignedOut, onVerifiedSignedIn }: VerifyEmailStepProps) {
  const client = useApiClient();
  const session = useSession();
  const [typedEmail, setTypedEmail] = useState('');
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const email = (knownEmail ?? typedEmail).trim();

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onMessage(null);
    setVerifying(true);
    try {
      const answer = await verifyEmail(client, { email, code: code.trim() });
      if (signedIn) {
        await session.refresh();
        onVerifiedSignedIn(answer.message);
      } else {
        onVerifiedSignedOut(answer.message);
      }
    } catch (error) {
      onMessage(errorMessage(error));
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    onMessage(null);
    setResending(true);
    try {
      onMessage((await resendVerification(client, { email })).message);
    } catch (error) {
      onMessage(errorMessage(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <p>{uiText.verifyHint}</p>
      <form className="form" onSubmit={(event) => void verify(event)}>
        {knownEmail === null ? (
          <TextField label={uiText.emailLabel} type="email" required autoComplete="email" value={typedEmail} onChange={(e) => setTypedEmail(e.target.value)} />
        ) : null}
        <TextField
          label={uiText.verificationCodeLabel}
          inputMode="numeric"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" busy={verifying} busyText={uiText.verifying}>
          {uiText.verify}
        </Button>
        <Button variant="secondary" busy={resending} busyText={uiText.resending} disabled={email === ''} onClick={() => void resend()}>
          {uiText.resendVerification}
        </Button>
      </form>
      {signedIn ? (
        <div className="actions">
          <SignOutButton onSignedOut={() => onMessage(null)} />
          <DeleteAccountButton onMessage={onMessage} />
        </div>
      ) : null}
    </>
  );
}
