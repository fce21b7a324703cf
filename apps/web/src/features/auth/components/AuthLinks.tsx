import { Button } from '../../../components/ui/Button.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import type { AuthStep } from '../hooks/use-auth-steps.ts';

/** The links between the auth steps; a signed-in user whose address is not verified has none. */
export function AuthLinks({ shown, signedInUnverified, goTo }: { shown: AuthStep; signedInUnverified: boolean; goTo(next: AuthStep): void }) {
  return (
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
  );
}
