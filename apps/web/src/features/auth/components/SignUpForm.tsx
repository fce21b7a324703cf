import { accountMessages } from '@guidepass/texts/en/account-messages';
import { accountText } from '@guidepass/texts/en/web/account-text';
import { paymentText } from '@guidepass/texts/en/web/payment-text';
import { useEffect, useId, useState } from 'react';
import { salespersonReasons } from '@guidepass/domain/errors';
import { SalespersonCloseMatch } from '../../../components/SalespersonCloseMatch.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { useApiClient, useSession } from '../../../lib/api-context.tsx';
import { closeMatchOf, splitFullName } from '../../../lib/salesperson-close-match.ts';
import type { CloseMatch } from '../../../lib/salesperson-close-match.ts';
import { login } from '../api/login.ts';
import { signUp } from '../api/sign-up.ts';
import type { SignUpInput } from '../api/sign-up.ts';
import { useFormRequest } from '../hooks/use-form-request.ts';
import type { FormProblem } from '../hooks/use-form-request.ts';
import type { ReferralState } from '../hooks/use-referral.ts';
import { useTierCatalogue } from '../hooks/use-tier-catalogue.ts';
import { AuthForm } from './AuthForm.tsx';
import { EmailField } from './EmailField.tsx';
import { NewPasswordFields, newPasswordFieldFor, newPasswordFieldNames } from './NewPasswordFields.tsx';
import '../../../components/salesperson.css';

interface SignUpFormProps {
  email: string;
  onEmailChange(email: string): void;
  onMessage(message: string | null): void;
  /** The account exists; `signedIn` when the sign-in that follows it worked (the step then only shows verification). */
  onSignedUp(message: string, signedIn: boolean): void;
  /** The salesperson's link this tab came with, if any: sign-up then says who sold guidepass. */
  referral: ReferralState;
  /** Came with a salesperson invite: no salesperson is asked (they sell guidepass; product.md §14). */
  invited?: boolean;
}

function fieldFor(reason: string | undefined): string | null {
  if (reason === 'email-already-in-use' || reason === 'invalid-email') return 'email';
  if (reason === 'salesperson-name-required') return 'firstName';
  if (reason === 'invalid-referral-code' || reason === salespersonReasons.unknownReferralCode) return 'referralCode';
  return newPasswordFieldFor(reason);
}

// What is being bought, in one line (the salesperson hands the phone over): the original's tiers and weekly prices.
/** The sign-up view's one line saying what is being bought (salespeople hand the phone to the customer). */
function offerLine(tiers: { name: string; weeklyPrice: string }[]): string {
  return accountText.membershipOffer(tiers.map((tier) => `${tier.name} ${paymentText.weeklyPrice(tier.weeklyPrice)}`).join(' · '));
}

type NameChoice = Pick<SignUpInput, 'firstName' | 'lastName' | 'confirmNewSalesperson'>;

export function SignUpForm({ email, onEmailChange, onMessage, onSignedUp, referral: referralState, invited = false }: SignUpFormProps) {
  const client = useApiClient();
  const session = useSession();
  const { referral } = referralState;
  const tiers = useTierCatalogue();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [referralCode, setReferralCode] = useState('');
  const [closeMatch, setCloseMatch] = useState<CloseMatch | null>(null);
  const request = useFormRequest(onMessage, fieldFor);
  const salespersonHintId = useId();
  // The link's code decides the salesperson while it is found, still being checked, or could not be checked (refused,
  // 429, or no network: the server decides, product.md §20); typed names are then not asked.
  const linkCode = referral.status === 'found' || referral.status === 'checking' || referral.status === 'unchecked' ? referral.code : null;

  // A link whose code names no one: say so, and the name fields are there as usual.
  const unknown = referral.status === 'unknown';
  useEffect(() => {
    if (unknown) onMessage(accountMessages.invalidReferralCode);
  }, [unknown, onMessage]);

  // "Not your salesperson?" goes with the card it sat in: focus moves on to the name fields it opened.
  const [unlocked, setUnlocked] = useState(false);
  useEffect(() => {
    if (!unlocked) return;
    const field = request.formRef.current?.elements.namedItem('firstName');
    if (field instanceof HTMLElement) field.focus();
  }, [unlocked, request.formRef]);
  const unlock = () => {
    referralState.drop();
    setUnlocked(true);
  };

  const check = (): FormProblem | null => {
    if (password !== confirmPassword) return { message: accountMessages.passwordsDoNotMatch, field: newPasswordFieldNames.confirmPassword };
    // A code decides alone (product.md §14). With neither a code nor a name the server decides: admins and invited
    // people name nobody, anyone else hears the seed's message. Half a name is refused here.
    if (invited || linkCode !== null || referralCode.trim() !== '') return null;
    const first = firstName.trim();
    const last = lastName.trim();
    if (first === '' && last !== '') return { message: accountMessages.salespersonNameRequired, field: 'firstName' };
    if (last === '' && first !== '') return { message: accountMessages.salespersonNameRequired, field: 'lastName' };
    return null;
  };

  const send = async (names: NameChoice) => {
    const code = invited ? '' : (linkCode ?? referralCode.trim());
    const typedEmail = email.trim();
    let answer: { message: string };
    try {
      answer = await signUp(client, {
        email: typedEmail,
        password,
        confirmPassword,
        ...names,
        ...(code ? { referralCode: code } : {}),
      });
    } catch (error) {
      const match = closeMatchOf(error);
      if (match === null) throw error;
      setCloseMatch(match);
      return;
    }
    setCloseMatch(null);
    if (linkCode !== null) referralState.used();
    // Ours: sign in at once with the password just typed, so that the code (or the link, in this browser)
    // upgrades this session and nobody types the password a third time. Should that fail, the verification step
    // works signed out, as before, and login follows it.
    const signedIn = await login(client, { email: typedEmail, password }).catch(() => null);
    if (signedIn) session.signIn(signedIn, typedEmail);
    onSignedUp(answer.message, signedIn !== null);
  };
  const typedNames = (): NameChoice => {
    const names = { firstName: firstName.trim(), lastName: lastName.trim() };
    // Empty names are not sent: a typed code then decides alone, or with neither the server decides if one is needed.
    return names.firstName === '' && names.lastName === '' ? {} : names;
  };
  // A link's code decides the salesperson alone: no names go with it; an invited person names nobody.
  const submit = request.onSubmit(() => send(invited || linkCode !== null ? {} : typedNames()), check);
  const chooseSuggestion = (fullName: string) => {
    const names = splitFullName(fullName);
    setFirstName(names.firstName);
    setLastName(names.lastName);
    void request.run(() => send(names));
  };
  const addTyped = () => void request.run(() => send({ ...typedNames(), confirmNewSalesperson: true }));
  const typeName = (set: (value: string) => void) => (value: string) => {
    set(value);
    setCloseMatch(null);
  };

  return (
    <AuthForm request={request} onSubmit={submit}>
      {/* No member prices for a salesperson arriving by invite (product.md §20); for everyone else the line's place is
          kept while the catalogue is read (product.md §19: nothing moves once shown). */}
      {invited ? null : <p className="offer-line">{tiers && tiers.length > 0 ? offerLine(tiers) : null}</p>}
      <EmailField value={email} onChange={onEmailChange} />
      <NewPasswordFields
        password={password}
        confirmPassword={confirmPassword}
        onPasswordChange={setPassword}
        onConfirmPasswordChange={setConfirmPassword}
      />
      {invited ? null : referral.status === 'found' || referral.status === 'unchecked' ? (
        <div className="sold-by">
          <p className="sold-by__name">{referral.status === 'found' ? accountText.soldBy(referral.fullName) : accountText.soldByCode(referral.code)}</p>
          <Button variant="link" onClick={unlock}>
            {accountText.notYourSalesperson}
          </Button>
        </div>
      ) : referral.status === 'checking' ? (
        <WaitMessage>{accountText.checkingReferral}</WaitMessage>
      ) : (
        <>
          <p className="field__hint field__hint--lead" id={salespersonHintId}>
            {accountText.salespersonHint}
          </p>
          {/* Not `required`: the original's own message says what is missing. */}
          <TextField
            label={accountText.salespersonFirstNameLabel}
            name="firstName"
            aria-required="true"
            aria-describedby={salespersonHintId}
            autoComplete="off"
            value={firstName}
            onChange={(e) => typeName(setFirstName)(e.target.value)}
          />
          <TextField
            label={accountText.salespersonLastNameLabel}
            name="lastName"
            aria-required="true"
            aria-describedby={salespersonHintId}
            autoComplete="off"
            value={lastName}
            onChange={(e) => typeName(setLastName)(e.target.value)}
          />
          {closeMatch ? (
            <SalespersonCloseMatch
              match={closeMatch}
              typedName={`${firstName.trim()} ${lastName.trim()}`}
              busy={request.busy}
              onChoose={chooseSuggestion}
              onAddTyped={addTyped}
            />
          ) : null}
          <TextField
            label={accountText.referralCodeLabel}
            name="referralCode"
            autoComplete="off"
            autoCapitalize="characters"
            value={referralCode}
            onChange={(e) => setReferralCode(e.target.value)}
          />
        </>
      )}
      <Button type="submit" busy={request.busy} busyText={accountText.signingUp}>
        {accountText.signUp}
      </Button>
    </AuthForm>
  );
}
