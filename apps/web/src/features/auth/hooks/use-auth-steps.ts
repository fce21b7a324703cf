import { accountMessages } from '@guidepass/texts/en/account-messages';
import { useCallback, useState } from 'react';
import type { MessageTone } from '../../../components/ui/message-tone.ts';
import { useAnnouncedMessage } from '../../../lib/use-announced-message.ts';
import type { AnnouncedMessage } from '../../../lib/use-announced-message.ts';

export type AuthStep = 'signup' | 'login' | 'verify' | 'forgot' | 'new-password';

export interface AuthSteps {
  /** The step on show: a signed-in user whose address is not verified sees only the verification step. */
  shown: AuthStep;
  email: string;
  setEmail(email: string): void;
  /** The message on show; setting the same text again announces it again. */
  message: AnnouncedMessage | null;
  /** Shows a message: a failure unless `tone` says otherwise. */
  setMessage(message: string | null, tone?: MessageTone): void;
  /** Set when the page was opened at the reset link. */
  resetToken: string | null;
  /** The reset e-mail is on its way: the forgot step asks for its code and a new password. */
  resetCodeSent: boolean;
  /** Moves to a step with a clean slate (a link between steps). */
  goTo(next: AuthStep): void;
  /** Moves to a step, keeping the message on show. */
  showStep(next: AuthStep): void;
  /** Moves to a step after a successful answer, showing it. */
  moveOn(next: AuthStep, answer: string): void;
  codeSent(answer: string): void;
  openNewPasswordForm(token: string): void;
  passwordChanged(answer: string): void;
}

/**
 * The auth view's steps and what they share (the typed address, the message on show). It opens on Sign Up
 * only on a device where nobody has signed in yet; after a sign-out (product.md section 12) it opens on Login.
 */
export function useAuthSteps(signedInUnverified: boolean, signedInHere: boolean): AuthSteps {
  const [step, setStep] = useState<AuthStep>(signedInUnverified || signedInHere ? 'login' : 'signup');
  const [email, setEmail] = useState('');
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [resetCodeSent, setResetCodeSent] = useState(false);
  const [message, announce] = useAnnouncedMessage(signedInUnverified ? accountMessages.emailNotVerified : null);
  const setMessage = useCallback((text: string | null, tone?: MessageTone) => announce(text, undefined, tone), [announce]);

  const moveOn = (next: AuthStep, answer: string) => {
    setMessage(answer, 'success');
    setStep(next);
  };

  return {
    shown: signedInUnverified ? 'verify' : step,
    email,
    setEmail,
    message,
    setMessage,
    resetToken,
    resetCodeSent,
    goTo(next) {
      setMessage(null);
      setResetToken(null);
      setResetCodeSent(false);
      setStep(next);
    },
    showStep: setStep,
    moveOn,
    codeSent(answer) {
      setMessage(answer, 'success');
      setResetCodeSent(true);
    },
    openNewPasswordForm(token) {
      setResetToken(token);
      setStep('new-password');
    },
    passwordChanged(answer) {
      setResetToken(null);
      setResetCodeSent(false);
      moveOn('login', answer);
    },
  };
}
