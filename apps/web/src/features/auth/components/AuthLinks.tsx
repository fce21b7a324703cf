import { accountText } from '@guidepass/texts/en/web/account-text';
import { Button } from '../../../components/ui/Button.tsx';
import type { AuthStep } from '../hooks/use-auth-steps.ts';

/** The links between the auth steps; a signed-in user whose address is not verified has none. */
export function AuthLinks({ shown, signedInUnverified, goTo }: { shown: AuthStep; signedInUnverified: boolean; goTo(next: AuthStep): void }) {
  return (
    <div className="auth-links">
      {shown === 'signup' ? (
        <Button variant="link" onClick={() => goTo('login')}>
          {accountText.toLogin}
        </Button>
      ) : null}
      {shown === 'login' ? (
        <Button variant="link" onClick={() => goTo('signup')}>
          {accountText.toSignUp}
        </Button>
      ) : null}
      {!signedInUnverified && (shown === 'verify' || shown === 'forgot' || shown === 'new-password') ? (
        <Button variant="link" onClick={() => goTo('login')}>
          {accountText.backToLogin}
        </Button>
      ) : null}
    </div>
  );
}
