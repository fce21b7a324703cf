import { useState } from 'react';
import type { ReactNode } from 'react';
import { formatBotswanaMobile } from '@guidepass/domain/botswana-mobile';
import { messages } from '@guidepass/domain/messages';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { PaymentWay } from '@guidepass/domain/payment-way';
import type { NextPurchase } from '@guidepass/domain/purchase';
import { ApproveOnPhone } from '../../../components/ApproveOnPhone.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { walletName } from '../../../lib/wallet-name.ts';
import type { MobileMoneyStart } from '@guidepass/domain/mobile-money-start';
import { withdrawPayment } from '../../payment/api/withdraw-payment.ts';
import { renewWithMobile } from '../api/renew-with-mobile.ts';

interface RenewOwnWayProps {
  /** the member's own way (GET /api/membership `preferred`); mobile money only counts with a number and its provider offering it */
  way: PaymentWay | null;
  /** the provider that charges a phone now (the tiers answer's first `mobileMoney`); null when none does */
  mobileProvider: PaymentMethod | null;
  purchase: NextPurchase | null;
  /** Renew now by a provider's page, `primary` with the own way's method and no other choice, else with every method */
  renewByPage(primary: boolean): ReactNode;
  /** what sits behind "Pay another way" beside the other methods (turning PayPal renewal on) */
  others: ReactNode;
  /** shown without "Pay another way" (PayPal renewal for a member whose own way is PayPal) */
  alwaysShown: ReactNode;
}

/**
 * My membership's one primary renew action, the member's own way (product.md §17): "Renew: approve P50 on 71 234 567
 * (Orange Money)" in one tap, or Renew now with their provider; every other method behind "Pay another way". While
 * the approval waits on the phone nothing else is live; "Pay another way" then withdraws the request and says so.
 */
export function RenewOwnWay({ way, mobileProvider, purchase, renewByPage, others, alwaysShown }: RenewOwnWayProps) {
  const session = useSession();
  const [started, setStarted] = useState<MobileMoneyStart | null>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  const [showOthers, setShowOthers] = useState(false);
  const mobile = way?.mobile?.phone && way.provider === mobileProvider ? { provider: way.provider, phone: way.mobile.phone, operator: way.mobile.operator } : null;

  const send = async () => {
    if (!mobile) return;
    setStarted(null);
    setMessage(null);
    setWithdrawn(null);
    setSending(true);
    try {
      setStarted(await renewWithMobile(session, mobile.provider));
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setSending(false);
    }
  };
  const payAnotherWay = async () => {
    const current = started;
    setStarted(null);
    setShowOthers(true);
    if (!current) return;
    try {
      await withdrawPayment(session, current.paymentId);
      setWithdrawn(messages.requestWithdrawn(formatBotswanaMobile(current.phone)));
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  if (started) return <ApproveOnPhone started={started} onTryAgain={() => void send()} onPayAnotherWay={() => void payAnotherWay()} />;
  return (
    <>
      <SuccessMessage message={withdrawn} />
      <MessageArea message={message} />
      {showOthers ? null : alwaysShown}
      {mobile ? (
        <div className="form renew-mobile">
          <Button busy={sending} busyText={uiText.sendingToPhone} onClick={() => void send()}>
            {uiText.renewWithMobile(purchase?.total ?? '', walletName(mobile.operator), formatBotswanaMobile(mobile.phone))}
          </Button>
        </div>
      ) : showOthers ? null : (
        renewByPage(true)
      )}
      {showOthers ? (
        <>
          {renewByPage(false)}
          {others}
          {alwaysShown}
        </>
      ) : (
        <Button variant="secondary" onClick={() => setShowOthers(true)}>
          {uiText.payAnotherWay}
        </Button>
      )}
    </>
  );
}
