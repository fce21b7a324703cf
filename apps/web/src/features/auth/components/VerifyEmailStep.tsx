import { useEffect, useState } from 'react';
import { messages } from '@guidepass/domain/messages';
import { AccountMenu } from '../../../components/AccountMenu.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import type { MessageTone } from '../../../components/ui/message-tone.ts';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useApiClient, useSession } from '../../../lib/api-context.tsx';
import type { Session } from '../../../lib/session/session-types.ts';
import { resendVerification } from '../api/resend-verification.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { useFormRequest } from '../hooks/use-form-request.ts';
import { AuthForm } from './AuthForm.tsx';
import { CodeField } from './CodeField.tsx';
import { DeleteAccountButton } from './DeleteAccountButton.tsx';
import { EmailField } from './EmailField.tsx';

interface VerifyEmailStepProps {
  /** The address the code was sent to, when known; otherwise the step asks for it. */
  knownEmail: string | null;
  signedIn: boolean;
  onMessage(message: string | null, tone?: MessageTone): void;
  /** Verified while signed out (the sign-in after sign-up failed): the user logs in next. */
  onVerifiedSignedOut(message: string): void;
  /** Verified while signed in: the session is upgraded and the app moves on to the next view. */
  onVerifiedSignedIn(message: string): void;
}

const isVerified = (session: Session) => {
  const state = session.getState();
  return state.status === 'signed-in' && state.emailVerified;
};

export function VerifyEmailStep({ knownEmail, signedIn, onMessage, onVerifiedSignedOut, onVerifiedSignedIn }: VerifyEmailStepProps) {
  const client = useApiClient();
  const session = useSession();
  const [typedEmail, setTypedEmail] = useState('');
  const [code, setCode] = useState('');
  const verifying = useFormRequest(onMessage, (reason) => (reason === 'invalid-verification' ? 'code' : null));
  const resending = useFormRequest(onMessage);
  const email = (knownEmail ?? typedEmail).trim();

  useUpgradeWhenVerifiedElsewhere(signedIn, session, onVerifiedSignedIn);

  const verify = verifying.onSubmit(async () => {
    const answer = await verifyEmail(client, { email, code: code.trim() });
    // The server reads the address's state afresh on every request: a refresh is all the session needs.
    if (signedIn && (await session.refresh()) && isVerified(session)) onVerifiedSignedIn(answer.message);
    else onVerifiedSignedOut(answer.message);
  });

  const resend = () =>
    resending.run(async () => {
      onMessage((await resendVerification(client, { email })).message, 'success');
    });

  return (
    <>
      <p>{uiText.verifyHint}</p>
      <AuthForm request={verifying} onSubmit={verify}>
        {knownEmail === null ? <EmailField value={typedEmail} onChange={setTypedEmail} /> : null}
        <CodeField label={uiText.verificationCodeLabel} value={code} onChange={setCode} />
        <Button type="submit" busy={verifying.busy} busyText={uiText.verifying}>
          {uiText.verify}
        </Button>
        <Button variant="secondary" busy={resending.busy} busyText={uiText.resending} disabled={email === ''} onClick={() => void resend()}>
          {uiText.resendVerification}
        </Button>
      </AuthForm>
      {signedIn ? (
        <div className="actions actions--account">
          <SignOutButton onSignedOut={() => onMessage(null)} />
          <AccountMenu>
            <DeleteAccountButton onMessage={onMessage} />
          </AccountMenu>
        </div>
      ) : null}
    </>
  );
}

/**
 * The link in the e-mail may be opened in another tab or app. When this page is looked at again, one refresh
 * tells whether the address was verified meanwhile, and if so this session moves on without a second login.
 */
function useUpgradeWhenVerifiedElsewhere(signedIn: boolean, session: Session, onVerified: (message: string) => void) {
  useEffect(() => {
    if (!signedIn) return;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      void session.refresh().then((ok) => {
        if (ok && isVerified(session)) onVerified(messages.emailVerified);
      });
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [signedIn, session, onVerified]);
}
