import { accountMessages } from '@guidepass/texts/en/account-messages';
import { accountText } from '@guidepass/texts/en/web/account-text';
import { useEffect, useId, useRef } from 'react';
import { MessageIdContext } from '../../../components/ui/field-problem.ts';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import type { ToneMessage } from '../../../components/ui/message-tone.ts';
import { ViewLayout, ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { useSession, useSessionState } from '../../../lib/api-context.tsx';
import { useFocusHeadingOnChange } from '../../../lib/use-focus-heading-on-change.ts';
import { useAuthRedirects } from '../hooks/use-auth-redirects.ts';
import type { AuthLink } from '../hooks/use-auth-redirects.ts';
import { useAuthSteps } from '../hooks/use-auth-steps.ts';
import { useInvitation } from '../hooks/use-invitation.ts';
import { useReferral } from '../hooks/use-referral.ts';
import type { Referral } from '../hooks/use-referral.ts';
import type { AuthStep } from '../hooks/use-auth-steps.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { AuthStepForm } from './AuthStepForm.tsx';
import { ProviderButtons } from './ProviderButtons.tsx';
import './invitation.css';

interface AuthViewProps {
  /** The e-mail link or failed OAuth return this page was opened at, if any. */
  link: AuthLink | null;
  /** A message from elsewhere in the app (e.g. "Account deleted successfully."), shown once. */
  notice: ToneMessage | null;
  onNoticeShown(): void;
  /** Passes a success message on to the next view when this one is left (e.g. after verifying while signed in). */
  onLeaveWithMessage(message: string): void;
  /** The signed-in user's address, when the app knows it. */
  knownEmail: string | null;
  /** The code of a salesperson's referral link (`/?ref=CODE`) this page was opened at, if any. */
  referralCode?: string | null;
  /** The salesperson invite (`/?claim=TOKEN`) this tab keeps, if any: the page names it and asks for no salesperson. */
  claimToken?: string | null;
}

export function AuthView({ link, notice, onNoticeShown, onLeaveWithMessage, knownEmail, referralCode = null, claimToken = null }: AuthViewProps) {
  const session = useSessionState();
  const signedInUnverified = session.status === 'signed-in' && !session.emailVerified;
  // A device someone signed in on before (e.g. after Sign Out) opens on Login; a first visit on Sign Up.
  const signedInHere = useSession().signedInHere();
  const referral = useReferral(referralCode);
  const invitation = useInvitation(claimToken);
  // A salesperson's link opens on Sign Up, whoever used this device before.
  const steps = useAuthSteps(signedInUnverified, signedInHere && referral.referral.status === 'none');
  const { shown, setMessage } = steps;
  const messageId = useId();

  // The claim page fills in the invited address (product.md §20), once, unless something is typed there already.
  const invitedEmail = invitation.status === 'named' ? invitation.email : null;
  const { email: typedEmail, setEmail } = steps;
  // Once per invitation read: clearing the field afterwards does not bring the address back.
  const filledFrom = useRef<string | null>(null);
  useEffect(() => {
    if (invitedEmail === null || filledFrom.current === invitedEmail) return;
    filledFrom.current = invitedEmail;
    if (typedEmail === '') setEmail(invitedEmail);
  }, [invitedEmail, typedEmail, setEmail]);

  useEffect(() => {
    if (notice === null) return;
    setMessage(notice.text, notice.tone);
    onNoticeShown();
  }, [notice, onNoticeShown, setMessage]);

  const checkingLink = useAuthRedirects(link, {
    showMessage: setMessage,
    leaveWithMessage: onLeaveWithMessage,
    showLogin: () => steps.showStep('login'),
    showNewPasswordForm: steps.openNewPasswordForm,
  });

  const headings: Record<AuthStep, string> = {
    signup: accountMessages.signUpTitle,
    login: accountMessages.loginTitle,
    verify: accountText.verifyTitle,
    forgot: steps.resetCodeSent ? accountText.chooseNewPasswordTitle : accountText.forgotTitle,
    'new-password': accountText.chooseNewPasswordTitle,
  };
  // Each step reads as a view of its own: moving between them moves focus to the new heading.
  useFocusHeadingOnChange(`${shown}:${headings[shown]}`);

  return (
    <ViewLayout className="auth-view">
      <ViewTitle>{headings[shown]}</ViewTitle>
      {invitation.status === 'named' ? (
        <div className="invitation">
          <p className="invitation__name">{accountText.invitedAs(invitation.fullName)}</p>
          <p className="field__hint">{accountText.invitedHint}</p>
        </div>
      ) : invitation.status === 'checking' ? (
        <WaitMessage>{accountText.checkingInvitation}</WaitMessage>
      ) : null}
      <MessageArea message={steps.message?.text} messageKey={steps.message?.key} tone={steps.message?.tone} id={messageId} />
      {checkingLink ? (
        <WaitMessage>{accountText.verifying}</WaitMessage>
      ) : (
        <MessageIdContext.Provider value={messageId}>
          <AuthStepForm
            steps={steps}
            signedInUnverified={signedInUnverified ? { email: session.email ?? knownEmail } : null}
            onLeaveWithMessage={onLeaveWithMessage}
            referral={referral}
            invited={invitation.status !== 'none'}
          />
          {shown === 'signup' || shown === 'login' ? <ProviderButtons onMessage={setMessage} referralCode={codeToPass(referral.referral)} /> : null}
          <AuthLinks shown={shown} signedInUnverified={signedInUnverified} goTo={steps.goTo} />
        </MessageIdContext.Provider>
      )}
    </ViewLayout>
  );
}

// The Google/Facebook round trip carries the link's code (the server keeps it in a cookie) unless it names no one.
function codeToPass(referral: Referral): string | null {
  return referral.status === 'none' || referral.status === 'unknown' ? null : referral.code;
}
