import { useEffect, useState } from 'react';
import { messages } from '@guidepass/domain/messages';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { ViewLayout, ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useSessionState } from '../../../lib/api-context.tsx';
import { useFocusHeadingOnChange } from '../../../lib/use-focus-heading-on-change.ts';
import { useAuthRedirects } from '../hooks/use-auth-redirects.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { ProviderButtons } from './ProviderButtons.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import { VerifyEmailStep } from './VerifyEmailStep.tsx';

type Step = 'signup' | 'login' | 'verify' | 'forgot' | 'new-password';

interface AuthViewProps {
  /** A message from elsewhere in the app (e.g. "Account deleted successfully."), shown once. */
  notice: string | null;
  onNoticeShown(): void;
  /** Passes a message on to the next view when this one is left (e.g. after verifying while signed in). */
  onLeaveWithMessage(message: string): void;
  /** The signed-in user's address, when the app knows it. */
  knownEmail: string | null;
}

export function AuthView({ notice, onNoticeShown, onLeaveWithMessage, knownEmail }: AuthViewProps) {
  const session = useSessionState();
  const signedInUnverified = session.status === 'signed-in' && !session.emailVerified;

  const [step, setStep] = useState<Step>(signedInUnverified ? 'login' : 'signup');
  const [email, setEmail] = useState('');
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [resetCodeSent, setResetCodeSent] = useState(false);
  const [message, setMessage] = useState<string | null>(() =>
    signedInUnverified ? messages.emailNotVerified : null,
  );

  useEffect(() => {
    if (notice === null) return;
    setMessage(notice);
    onNoticeShown();
  }, [notice, onNoticeShown]);

  const checkingLink = useAuthRedirects({
    showMessage: setMessage,
    showLogin: () => setStep('login'),
    showNewPasswordForm: (token) => {
      setResetToken(token);
      setStep('new-password');
    },
  });

  const goTo = (next: Step) => {
    setMessage(null);
    setResetToken(null);
    setResetCodeSent(false);
    setStep(next);
  };

  // A signed-in user whose address is not verified sees only the verification step.
  const shown: Step = signedInUnverified ? 'verify' : step;
  const headings: Record<Step, string> = {
    signup: messages.signUpTitle,
    login: messages.loginTitle,
    verify: uiText.verifyTitle,
    forgot: resetCodeSent ? uiText.chooseNewPasswordTitle : uiText.forgotTitle,
    'new-password': uiText.chooseNewPasswordTitle,
  };
  // Each step reads as a view of its own: moving between them moves focus to the new heading.
  useFocusHeadingOnChange(`${shown}:${headings[shown]}`);

  return (
    <ViewLayout className="auth-view">
      <ViewTitle>{headings[shown]}</ViewTitle>
      <MessageArea message={message} />
      {checkingLink ? (
        <WaitMessage>{uiText.verifying}</WaitMessage>
      ) : (
        <>
          {shown === 'signup' ? (
            <SignUpForm
              email={email}
              onEmailChange={setEmail}
              onMessage={setMessage}
              onSignedUp={(answer) => {
                setMessage(answer);
                setStep('verify');
              }}
            />
          ) : null}
          {shown === 'login' ? (
            <LoginForm email={email} onEmailChange={setEmail} onMessage={setMessage} onForgotPassword={() => goTo('forgot')} />
          ) : null}
          {shown === 'verify' ? (
            <VerifyEmailStep
              knownEmail={signedInUnverified ? (session.email ?? knownEmail) : email.trim() || null}
              signedIn={signedInUnverified}
              onMessage={setMessage}
              onVerifiedSignedOut={(answer) => {
                setMessage(answer);
                setStep('login');
              }}
              onVerifiedSignedIn={onLeaveWithMessage}
            />
          ) : null}
          {shown === 'forgot' && !resetCodeSent ? (
            <ForgotPasswordForm
              email={email}
              onEmailChange={setEmail}
              onMessage={setMessage}
              onSent={(answer) => {
                setMessage(answer);
                setResetCodeSent(true);
              }}
            />
          ) : null}
          {(shown === 'forgot' && resetCodeSent) || shown === 'new-password' ? (
            <NewPasswordForm
              token={shown === 'new-password' ? resetToken : null}
              email={email}
              onMessage={setMessage}
              onDone={(answer) => {
                setResetToken(null);
                setResetCodeSent(false);
                setMessage(answer);
                setStep('login');
              }}
            />
          ) : null}

          {shown === 'signup' || shown === 'login' ? <ProviderButtons onMessage={setMessage} /> : null}

          <div className="auth-links">
            {shown === 'signup' ? (
              <Button variant="link" onClick={() => goTo('login')}>
                {uiText.toLogin}
              </Button>
            ) : null}
            {shown === 'login' ? (
              <Button variant="link" onClick={() => goTo('signup')}>
                {uiText.toSignUp}
              </Button>
            ) : null}
            {!signedInUnverified && (shown === 'verify' || shown === 'forgot' || shown === 'new-password') ? (
              <Button variant="link" onClick={() => goTo('login')}>
                {uiText.backToLogin}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </ViewLayout>
  );
}
