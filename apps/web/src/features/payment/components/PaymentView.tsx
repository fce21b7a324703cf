import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { messages } from '@guidepass/domain/messages';
import { paymentMethods, providerFacts, type PaymentMethod } from '@guidepass/domain/payment-providers';
import type { TierId } from '@guidepass/domain/tiers';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import type { MessageTone } from '../../../components/ui/message-tone.ts';
import { ViewLayout, ViewTitle } from '../../../components/ui/ViewLayout.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { SignOutButton } from '../../../components/SignOutButton.tsx';
import { methodLabels, uiText } from '../../../config/missing-messages.ts';
import { useOnline } from '../../../lib/online.ts';
import type { PaymentReturnStatus } from '../types/payment-return.ts';
import { useStartPayment } from '../hooks/use-start-payment.ts';
import { useTiers } from '../hooks/use-tiers.ts';
import { useMobileOptions } from '../../../lib/use-mobile-options.ts';
import { useMobilePayment } from '../hooks/use-mobile-payment.ts';
import { mobileMoneyProvider } from '../../../lib/mobile-money-payment.ts';
import { readPaymentChoice } from '../utils/payment-choice.ts';
import { tierNotChosen } from '../utils/payment-reasons.ts';
import { methodOrder, presetNumber, selectedWay, type WayChoice } from '../utils/selected-way.ts';
import { walletName } from '../../../lib/wallet-name.ts';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import { MobileMoneyFields } from './MobileMoneyFields.tsx';
import { PaymentProgress, isReturning } from './PaymentProgress.tsx';
import { MethodChoice, NeedsConnection, OfflinePayButton, TierChoice, TiersError } from './PaymentFormParts.tsx';
import { MethodCharges } from './MethodCharges.tsx';
import { TextWithEmail } from '../../../components/EmailAddress.tsx';

// Asked only of a member whose salesperson is unknown: loaded on demand, off the first view's JavaScript (product.md §19).
// The wait for a phone's approval comes after a mobile-money start: loaded on demand too.
const ApproveOnPhone = lazy(() => import('../../../components/ApproveOnPhone.tsx').then((module) => ({ default: module.ApproveOnPhone })));
const SalespersonQuestion = lazy(() => import('./SalespersonQuestion.tsx').then((module) => ({ default: module.SalespersonQuestion })));

interface PaymentViewProps {
  email: string | null;
  salesperson: string | null;
  /** Whether the profile shows an active membership (the original then only welcomes the member). */
  membershipActive: boolean;
  /** A page-level message: a notice, the profile's state, or how the return from a provider went. */
  message: string | null;
  /** How the message reads (the return's "Payment received!" informs; a notice may report success); a failure by default. */
  messageTone?: MessageTone | undefined;
  /** The message tells the member to contact support. */
  messageSupport?: boolean | undefined;
  returnStatus: PaymentReturnStatus;
  /** Set when the member must first say who sold them guidepass (profile `salespersonChoice: 'needed'`). */
  salespersonQuestion?: { onAnswered(): Promise<unknown> } | null;
}

export function PaymentView({ email, salesperson, membershipActive, message, messageTone, messageSupport, returnStatus, salespersonQuestion = null }: PaymentViewProps) {
  const returning = isReturning(returnStatus);
  useFocusHeadingWhenReturnEnds(returning);
  const asking = salespersonQuestion !== null && !membershipActive;
  useFocusHeadingWhenAnswered(asking);
  return (
    <ViewLayout className="payment-view">
      <ViewTitle>{uiText.paymentTitle}</ViewTitle>
      <div className="account-card">
        <p className="signed-in-as">{email ? <TextWithEmail text={uiText.signedInAs(email)} email={email} /> : uiText.signedIn}</p>
        {salesperson && <p className="salesperson">{uiText.salespersonLine(salesperson)}</p>}
      </div>
      {returning ? (
        <PaymentProgress status={returnStatus} message={message} tone={messageTone} />
      ) : (
        <>
          <MessageArea message={message} tone={messageTone} support={messageSupport} />
          {membershipActive ? (
            <p className="welcome">{messages.membershipActive}</p>
          ) : salespersonQuestion !== null ? (
            <Suspense fallback={null}>
              <SalespersonQuestion onAnswered={salespersonQuestion.onAnswered} />
            </Suspense>
          ) : (
            <PaymentForm email={email} />
          )}
        </>
      )}
      <div className="actions actions--account">
        <SignOutButton />
      </div>
    </ViewLayout>
  );
}

// The progress had focus; when it gives way (a failure, a slow verification) focus goes back to the view's top.
function useFocusHeadingWhenReturnEnds(returning: boolean) {
  const was = useRef(returning);
  useEffect(() => {
    if (was.current && !returning) document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus({ preventScroll: true });
    was.current = returning;
  }, [returning]);
}

// The question's Continue button goes with it: focus goes to the view's top, above the tiers that replace it.
function useFocusHeadingWhenAnswered(asking: boolean) {
  const was = useRef(asking);
  useEffect(() => {
    if (was.current && !asking) document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus({ preventScroll: true });
    was.current = asking;
  }, [asking]);
}

function PaymentForm({ email }: { email: string | null }) {
  const tiers = useTiers();
  const payment = useStartPayment();
  // The member's last choice on this device comes preselected (Try Again, a returning member).
  const [remembered] = useState(() => readPaymentChoice(email));
  const [chosenTierId, setTierId] = useState<TierId | null>(remembered?.tierId ?? null);
  // What the member chose here (or this tab's last attempt); until then the server's preselection (product.md §17).
  const [chosenWay, setChosenWay] = useState<WayChoice | null>(remembered?.method ? { kind: 'provider', method: remembered.method } : null);
  const chooseMethod = (method: PaymentMethod) => setChosenWay({ kind: 'provider', method });
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  const online = useOnline();
  const offlineReasonId = useId();
  const missingId = useId();
  const form = useRef<HTMLFormElement>(null);
  // Mobile money (product.md §13): a choice beside the providers when the account offers wallets.
  const mobileProvider = tiers.read.status === 'loaded' ? mobileMoneyProvider(tiers.read.answer) : null;
  const { options: mobileOptions, known: mobileKnown } = useMobileOptions(mobileProvider);
  const mobile = useMobilePayment(mobileProvider, mobileOptions, tiers.read.status === 'loaded' ? presetNumber(tiers.read.answer) : null);
  const offers = tiers.read.status === 'loaded' ? tiers.read.answer.tiers : [];
  // A remembered tier that is no longer offered is no choice at all.
  const tierId = offers.some((offer) => offer.id === chosenTierId) ? chosenTierId : null;
  const way = tiers.read.status === 'loaded' ? selectedWay(tiers.read.answer, tierId, chosenWay, mobileOptions !== null && mobileProvider !== null) : null;
  const mobileChosen = way?.kind === 'mobile';

  // "Please select a payment tier.": focus goes to the choice that needs making.
  const message = mobileChosen && mobile.message ? { text: mobile.message, key: mobile.messageKey ?? 0, reason: mobile.messageReason } : payment.message;
  useEffect(() => {
    if (message?.reason !== tierNotChosen) return;
    form.current?.querySelector<HTMLInputElement>('input[name="tier"]')?.focus({ preventScroll: true });
  }, [message]);

  if (tiers.read.status === 'error' && !online) {
    // The tiers cannot be read without a network; they are read again as soon as it is back.
    return <OfflinePayButton id={offlineReasonId} method={chosenWay?.kind === 'provider' ? chosenWay.method : paymentMethods[0]!} />;
  }
  // The ways are shown once whether mobile money is one of them is known: shown before, the way preselected for
  // Local (mobile money, product.md §17) would replace the one shown under the member's finger when the wallets came.
  if (tiers.read.status === 'loading' || (tiers.read.status === 'loaded' && !mobileKnown)) {
    return <WaitMessage>{uiText.loadingTiers}</WaitMessage>;
  }
  if (tiers.read.status === 'error') {
    return <TiersError message={tiers.read.message} onRetry={tiers.retry} />;
  }

  const { providers } = tiers.read.answer;
  const order = methodOrder(tierId);
  if (mobile.started) {
    // "Pay another way" withdraws the request on the phone, says so, and selects the next way in the list.
    const payAnotherWay = async () => {
      setWithdrawn(await mobile.withdraw());
      const next = order.methods.find((m) => providers[m]);
      if (next) chooseMethod(next);
    };
    return (
      <Suspense fallback={null}>
        <ApproveOnPhone started={mobile.started} onTryAgain={mobile.again} onPayAnotherWay={() => void payAnotherWay()} />
      </Suspense>
    );
  }

  const payMobile = mobileChosen && mobileOptions !== null && mobileProvider !== null;
  // Mobile money is charged by its provider; otherwise the selected provider (selectedWay: one that is offered).
  const method: PaymentMethod = payMobile ? mobileProvider : way!.kind === 'provider' ? way!.method : paymentMethods[0]!;
  const methodName = payMobile ? (mobile.operator ? walletName(mobile.operator) : uiText.mobileMoney) : methodLabels[method];
  const noProvider = !paymentMethods.some((m) => providers[m]);

  // What Pay still needs, said under it and in its description. It stays reachable with Tab (aria-disabled); a
  // press without a tier gets the original's "Please select a payment tier." and focus on the tiers.
  const missing = noProvider ? uiText.noPaymentMethod : !online ? messages.paymentsNeedConnection : tierId === null ? uiText.chooseTierToContinue : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (payMobile) return void (mobile.sending || !online ? undefined : mobile.start(tierId));
    if (payment.starting || noProvider) return;
    void payment.start({ tierId, method, email, providers, switchMethod: chooseMethod });
  };

  return (
    <form className="form" ref={form} onSubmit={submit} noValidate>
      <SuccessMessage message={withdrawn} />
      <TierChoice offers={offers} method={method} methodName={methodName} tierId={tierId} onChoose={setTierId} />
      <MethodCharges offer={offers.find((offer) => offer.id === tierId) ?? null} providers={providers} />
      <MethodChoice
        method={method}
        order={order}
        providers={providers}
        onChoose={chooseMethod}
        mobile={{ offered: mobileOptions !== null, chosen: payMobile, onChoose: () => setChosenWay({ kind: 'mobile' }) }}
      />
      {payMobile ? <MobileMoneyFields mobile={mobile} operators={mobileOptions.operators} /> : null}
      {/* The seed's "Automatically charged weekly" only where it is true: PayPal renews, the others do not (product.md §14). */}
      {providerFacts(method).renews ? <p className="note">{messages.subscriptionNote}</p> : null}
      <p className="note">{messages.renewalNote[method]}</p>
      <MessageArea message={message?.text} messageKey={message?.key} />
      <Button
        type="submit"
        busy={payMobile ? mobile.sending : payment.starting}
        busyText={payMobile ? uiText.sendingToPhone : uiText.startingPayment}
        unavailable={missing !== null}
        aria-describedby={missing === null ? undefined : missingId}
      >
        {payMobile ? uiText.sendToPhone : uiText.payWith(methodLabels[method])}
      </Button>
      {missing === null ? null : (
        <p className="note note--missing" id={missingId}>
          {missing}
        </p>
      )}
    </form>
  );
}

