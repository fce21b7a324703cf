import { useEffect, useState } from 'react';
import { formatBotswanaMobile } from '@guidepass/domain/botswana-mobile';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { NextPurchase } from '@guidepass/domain/purchase';
import { ApproveOnPhone } from '../../../components/ApproveOnPhone.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { getMobileOptions, mobileMoneyProvider, type MobileOptions } from '../../../lib/mobile-money-payment.ts';
import { walletName } from '../../../lib/wallet-name.ts';
import { renewWithMobile } from '../api/renew-with-mobile.ts';
import type { MobileMoneyStart } from '@guidepass/domain/mobile-money-start';

interface RenewWithMobileProps {
  providers: Record<PaymentMethod, boolean> | null;
  purchase: NextPurchase | null;
}

/**
 * "Renew now" with mobile money in one tap (product.md §13, renewal): for a member who paid with mobile money before,
 * one button sends the approval to the number and wallet used last, then waits on the phone as the payment view does.
 */
export function RenewWithMobile({ providers, purchase }: RenewWithMobileProps) {
  const session = useSession();
  const offered = providers?.[mobileMoneyProvider] === true;
  const [options, setOptions] = useState<MobileOptions | null>(null);
  const [started, setStarted] = useState<MobileMoneyStart | null>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!offered) return undefined;
    const controller = new AbortController();
    getMobileOptions(session, mobileMoneyProvider, controller.signal).then(setOptions, () => setOptions(null));
    return () => controller.abort();
  }, [session, offered]);

  const remembered = offered ? options?.remembered : null;
  if (!remembered) return null;
  const send = async () => {
    setStarted(null);
    setMessage(null);
    setSending(true);
    try {
      setStarted(await renewWithMobile(session, mobileMoneyProvider));
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setSending(false);
    }
  };
  if (started) return <ApproveOnPhone started={started} onTryAgain={() => void send()} onPayAnotherWay={() => setStarted(null)} />;
  return (
    <div className="form renew-mobile">
      <MessageArea message={message} />
      <Button variant="secondary" busy={sending} busyText={uiText.sendingToPhone} onClick={() => void send()}>
        {uiText.renewWithMobile(purchase?.total ?? '', walletName(remembered.operator), formatBotswanaMobile(remembered.phone))}
      </Button>
    </div>
  );
}
