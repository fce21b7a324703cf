import { useEffect, useRef } from 'react';
import { formatBotswanaMobile } from '@guidepass/domain/botswana-mobile';
import { messages } from '@guidepass/domain/messages';
import { appAddresses } from '@guidepass/domain/app-addresses';
import { formatPula } from '@guidepass/texts/format';
import { Button } from './ui/Button.tsx';
import { MessageArea } from './ui/MessageArea.tsx';
import { uiText } from '../config/missing-messages.ts';
import { navigateTo } from '../lib/browser-address.ts';
import { secondsUntil, useMobileApproval } from '../lib/use-mobile-approval.ts';
import { walletName } from '../lib/wallet-name.ts';
import type { MobileMoneyStart } from '@guidepass/domain/mobile-money-start';

interface ApproveOnPhoneProps {
  started: MobileMoneyStart;
  onTryAgain(): void;
  onPayAnotherWay(): void;
  /** the pauses between reads (tests); default the payment return's schedule */
  delaysMs?: readonly number[];
}

/** The wallet's page to open (DPO RedirectOption 1), only if it is a web address. */
function walletPage(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Takes the payment form's place while the request waits on the member's phone: "Approve P200 on your phone", the
 * wallet and number, the wallet's own instructions and the time left. Approved, the app goes where a provider's return
 * goes (the success view, then the guide); declined or past the limit, it says so and offers Try again and Pay another
 * way, which are offered while waiting too.
 */
export function ApproveOnPhone({ started, onTryAgain, onPayAnotherWay, delaysMs }: ApproveOnPhoneProps) {
  const approval = useMobileApproval(started, delaysMs);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  useEffect(() => {
    if (approval?.status === 'captured') navigateTo(appAddresses.paymentReturn);
  }, [approval?.status]);

  const message = approval?.status === 'declined' ? messages.mobileDeclined : approval?.status === 'expired' ? messages.outcomeExpired : null;
  const waiting = approval === null || approval.status === 'waiting';
  const left = approval?.status === 'waiting' ? approval.secondsLeft : approval === null ? secondsUntil(Date.parse(started.expiresAt)) : 0;
  return (
    <div className="payment-progress mobile-approval" ref={box} tabIndex={-1} role="group" aria-label={uiText.paymentProgressRegion}>
      <p className="payment-progress__title">{uiText.approveOnPhone(formatPula(started.priceThebe))}</p>
      <p>{uiText.approveOnPhoneWith(walletName(started.operator), formatBotswanaMobile(started.phone))}</p>
      {started.instructions ? <p className="note">{started.instructions}</p> : null}
      {waiting && walletPage(started.redirectUrl) ? (
        <p>
          <a className="button button--primary" href={walletPage(started.redirectUrl)!} target="_blank" rel="noopener noreferrer">
            {uiText.openWalletPage(walletName(started.operator))}
          </a>
        </p>
      ) : null}
      {waiting ? (
        <>
          <p role="status">{uiText.waitingForApproval}</p>
          <p role="timer" className="note">
            {uiText.timeLeft(Math.floor(left / 60), left % 60)}
          </p>
        </>
      ) : null}
      <MessageArea message={message} />
      <div className="actions">
        {waiting ? null : <Button onClick={onTryAgain}>{uiText.tryAgain}</Button>}
        <Button variant="secondary" onClick={onPayAnotherWay}>
          {uiText.payAnotherWay}
        </Button>
      </div>
    </div>
  );
}
