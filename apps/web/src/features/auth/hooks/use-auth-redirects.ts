import { useEffect, useRef, useState } from 'react';
import { messages } from '@guidepass/domain/messages';
import { useApiClient, useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { replaceUrl } from '../../../lib/location.ts';
import { verifyEmail } from '../api/verify-email.ts';

export interface AuthRedirectHandlers {
  showMessage(message: string): void;
  showLogin(): void;
  showNewPasswordForm(token: string): void;
}

/**
 * Handles, once per page load, the addresses that lead into the auth view: the e-mail links
 * (/verify-email?token=…, /reset-password?token=…) and a failed OAuth return (?auth_error=…&provider=…).
 * Answers whether an e-mail link is being checked.
 */
export function useAuthRedirects(handlers: AuthRedirectHandlers): boolean {
  const client = useApiClient();
  const session = useSession();
  const [checking, setChecking] = useState(false);
  const handled = useRef(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    // A verification token works once: the ref keeps React's development double effect from spending it.
    if (handled.current) return;
    handled.current = true;
    const { pathname, search } = window.location;
    const params = new URLSearchParams(search);
    const token = params.get('token');

    if (pathname === '/verify-email' && token) {
      setChecking(true);
      replaceUrl('/');
      void (async () => {
        try {
          const answer = await verifyEmail(client, { token });
          latest.current.showMessage(answer.message);
          // A signed-in unverified user moves on once the session knows the address is verified.
          if (session.getState().status === 'signed-in') await session.refresh();
        } catch (error) {
          latest.current.showMessage(errorMessage(error));
        } finally {
          setChecking(false);
          latest.current.showLogin();
        }
      })();
      return;
    }

    if (pathname === '/reset-password' && token) {
      replaceUrl('/');
      latest.current.showNewPasswordForm(token);
      return;
    }

    const authError = params.get('auth_error');
    if (authError !== null) {
      const provider = params.get('provider');
      latest.current.showMessage(provider === 'google' ? messages.googleFailed(authError) : messages.authFailed(authError));
      replaceUrl('/');
    }
  }, [client, session]);

  return checking;
}
