import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useApiClient, useSession } from '../../../lib/api-context.tsx';
import { resendVerification } from '../api/resend-verification.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { useFormRequest } from '../hooks/use-form-request.ts';
import { CodeField } from './CodeField.tsx';
import { DeleteAccountButton } from './DeleteAccountButton.tsx';
import { EmailField } from './EmailField.tsx';

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
  const verifying = useFormRequest(onMessage);
  const resending = useFormRequest(onMessage);
  const email = (knownEmail ?? typedEmail).trim();

  const verify = verifying.onSubmit(async () => {
    const answer = await verifyEmail(client, { email, code: code.trim() });
    if (signedIn) {
      await session.refresh();
      onVerifiedSignedIn(answer.message);
    } else {
      onVerifiedSignedOut(answer.message);
    }
  });

  const resend = () =>
    resending.run(async () => {
      onMessage((await resendVerification(client, { email })).message);
    });

  return (
    <>
      <p>{uiText.verifyHint}</p>
      <form className="form" onSubmit={verify}>
        {knownEmail === null ? <EmailField value={typedEmail} onChange={setTypedEmail} /> : null}
        <CodeField label={uiText.verificationCodeLabel} value={code} onChange={setCode} />
        <Button type="submit" busy={verifying.busy} busyText={uiText.verifying}>
          {uiText.verify}
        </Button>
        <Button variant="secondary" busy={resending.busy} busyText={uiText.resending} disabled={email === ''} onClick={() => void resend()}>
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
