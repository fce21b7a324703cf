import { useState } from 'react';
import { formatBotswanaMobile } from '@guidepass/domain/botswana-mobile';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { NextPurchase } from '@guidepass/domain/purchase';
import { ApproveOnPhone } from '../../../components/ApproveOnPhone.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useMobileOptions } from '../../../lib/use-mobile-options.ts';
import { walletName } from '../../../lib/wallet-name.ts';
import { renewWithMobile } from '../api/renew-with-mobile.ts';
import type { MobileMoneyStart } from '@guidepass/domain/mobile-money-start';

interface RenewWithMobileProps {
  /** the provider that charges a phone (the tiers answer's first `mobileMoney`); null when none does */
  provider: PaymentMethod | null;
  purchase: NextPurchase | null;
}

/**
 * "Renew now" with mobile money in one tap (product.md §13, renewal): for a member who paid with mobile money before,
 * one button sends the approval to the number and wallet used last, then waits on the phone as the payment view does.
 */
export function RenewWithMobile({ provider, purchase }: RenewWithMobileProps) {
  const session = useSession();
  const remembered = useMobileOptions(provider)?.remembered ?? null;
  const [started, setStarted] = useState<MobileMoneyStart | null>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  if (!provider || !remembered) return null;
  const send = async () => {
    setStarted(null);
    setMessage(null);
    setSending(true);
    try {
      setStarted(await renewWithMobile(session, provider));
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
