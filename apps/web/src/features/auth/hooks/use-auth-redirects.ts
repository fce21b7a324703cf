import { useEffect, useRef, useState } from 'react';
import { providerSignInMessage } from '@guidepass/domain/provider-sign-in-outcomes';
import type { MessageTone } from '../../../components/ui/message-tone.ts';
import { useApiClient, useSession } from '../../../lib/api-context.tsx';
import { currentMessages } from '../../../lib/current-language.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { replaceUrl } from '../../../lib/browser-address.ts';
import { verifyEmail } from '../api/verify-email.ts';

/** An address that leads into the auth view, as app/location.ts reads it. */
export type AuthLink =
  | { kind: 'verify-email'; token: string }
  | { kind: 'reset-password'; token: string }
  /** `error`: the reason the api's redirect carries (domain/provider-sign-in-outcomes.ts), or whatever a link holds */
  | { kind: 'auth-error'; error: string; provider: string | null };

export interface AuthRedirectHandlers {
  showMessage(message: string, tone?: MessageTone): void;
  /** The signed-in session was upgraded by the link: the app moves on, taking the message with it. */
  leaveWithMessage(message: string): void;
  showLogin(): void;
  showNewPasswordForm(token: string): void;
}

/**
 * Handles, once per page load, the addresses that lead into the auth view: the e-mail links
 * (/verify-email?token=…, /reset-password?token=…) and a failed OAuth return (?auth_error=…&provider=…).
 * Answers whether an e-mail link is being checked.
 */
export function useAuthRedirects(link: AuthLink | null, handlers: AuthRedirectHandlers): boolean {
  const client = useApiClient();
  const session = useSession();
  const [checking, setChecking] = useState(false);
  const handled = useRef(false);
  const latest = useRef({ link, handlers });
  useEffect(() => {
    latest.current = { link, handlers };
  });

  useEffect(() => {
    // A verification token works once: the ref keeps React's development double effect from spending it.
    if (handled.current) return;
    handled.current = true;
    const { link: current, handlers: show } = latest.current;
    if (current === null) return;
    replaceUrl('/');

    if (current.kind === 'verify-email') {
      setChecking(true);
      void (async () => {
        try {
          const answer = await verifyEmail(client, { token: current.token });
          // A signed-in unverified user (this browser holds the session) moves on once the session knows the
          // address is verified: no second login.
          if (session.getState().status === 'signed-in' && (await session.refresh())) {
            const state = session.getState();
            if (state.status === 'signed-in' && state.emailVerified) return latest.current.handlers.leaveWithMessage(answer.message);
          }
          latest.current.handlers.showMessage(answer.message, 'success');
          latest.current.handlers.showLogin();
        } catch (error) {
          latest.current.handlers.showMessage(errorMessage(error));
          latest.current.handlers.showLogin();
        } finally {
          setChecking(false);
        }
      })();
    } else if (current.kind === 'reset-password') {
      show.showNewPasswordForm(current.token);
    } else {
      show.showMessage(providerSignInMessage(current.error, current.provider, currentMessages()));
    }
  }, [client, session]);

  return checking;
}
