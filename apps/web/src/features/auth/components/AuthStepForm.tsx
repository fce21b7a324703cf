import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { AuthSteps } from '../hooks/use-auth-steps.ts';
import type { ReferralState } from '../hooks/use-referral.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';

// Verification (after Sign Up) loads when shown: the first view's JavaScript stays small (product.md §19).
const VerifyEmailStep = lazy(() => import('./VerifyEmailStep.tsx').then((module) => ({ default: module.VerifyEmailStep })));

const Later = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

interface AuthStepFormProps {
  steps: AuthSteps;
  /** Set for a signed-in user whose address is not verified: the address the code went to, if known. */
  signedInUnverified: { email: string | null } | null;
  onLeaveWithMessage(message: string): void;
  referral: ReferralState;
  /** Came with a salesperson invite: sign-up asks for no salesperson (product.md §14). */
  invited?: boolean;
}

/** The form of the auth step on show. */
export function AuthStepForm({ steps, signedInUnverified, onLeaveWithMessage, referral, invited = false }: AuthStepFormProps) {
  const { shown, email, setEmail, setMessage } = steps;
  // Signed in, the step shows verification while the address is unverified; under it lies Login, where a Sign Out
  // from there lands (product.md section 12).
  const signedUp = (answer: string, signedIn: boolean) => steps.moveOn(signedIn ? 'login' : 'verify', answer);
  switch (shown) {
    case 'signup':
      return <SignUpForm email={email} onEmailChange={setEmail} onMessage={setMessage} onSignedUp={signedUp} referral={referral} invited={invited} />;
    case 'login':
      return <LoginForm email={email} onEmailChange={setEmail} onMessage={setMessage} onForgotPassword={() => steps.goTo('forgot')} />;
    case 'verify':
      return (
        <Later>
          <VerifyEmailStep
            knownEmail={signedInUnverified ? signedInUnverified.email : email.trim() || null}
            signedIn={signedInUnverified !== null}
            onMessage={setMessage}
            onVerifiedSignedOut={(answer) => steps.moveOn('login', answer)}
            onVerifiedSignedIn={onLeaveWithMessage}
          />
        </Later>
      );
    case 'forgot':
      if (!steps.resetCodeSent) {
        return <ForgotPasswordForm email={email} onEmailChange={setEmail} onMessage={setMessage} onSent={steps.codeSent} />;
      }
      return <NewPasswordForm token={null} email={email} onMessage={setMessage} onDone={steps.passwordChanged} />;
    case 'new-password':
      return <NewPasswordForm token={steps.resetToken} email={email} onMessage={setMessage} onDone={steps.passwordChanged} />;
  }
}
