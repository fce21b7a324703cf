import { useEffect, useState } from 'react';
import { botswanaMobileOf, formatBotswanaMobile } from '@guidepass/domain/botswana-mobile';
import { messages } from '@guidepass/domain/messages';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { TierId } from '@guidepass/domain/tiers';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/api-context.tsx';
import { tierNotChosen } from '../utils/payment-reasons.ts';
import { useAnnouncedMessage } from '../../../lib/use-announced-message.ts';
import type { MobileOptions } from '../../../lib/mobile-money-payment.ts';
import { startMobilePayment } from '../api/mobile-money.ts';
import { withdrawPayment } from '../api/withdraw-payment.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { MobileMoneyStart } from '@guidepass/domain/mobile-money-start';

/**
 * Mobile money in the payment view, charged by `provider` (the tiers answer's, with its `options`): the number (as typed, formatted as people write it) and the wallet, prefilled
 * with those used last; start() checks the number, sends the request to the phone and keeps the payment to wait for;
 * again() sends it once more to the same number (Try again); reset() goes back to the choices (Pay another way).
 */
export function useMobilePayment(provider: PaymentMethod | null, options: MobileOptions | null, preset: { operator: string; phone: string | null } | null = null) {
  const session = useSession();
  const [phone, setPhone] = useState('');
  const [operator, setOperator] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [started, setStarted] = useState<MobileMoneyStart | null>(null);
  const [message, setMessage] = useAnnouncedMessage();
  const [lastTier, setLastTier] = useState<TierId | null>(null);

  // The preselected way's number and wallet (the server's: the last paid with) come prefilled, else those given last,
  // once they are known (a wallet no longer offered is not).
  const presetOperator = preset?.operator ?? null;
  const presetPhone = preset?.phone ?? null;
  useEffect(() => {
    if (!options) return;
    const from = presetOperator && options.operators.includes(presetOperator) ? { operator: presetOperator, phone: presetPhone ?? options.remembered?.phone ?? null } : options.remembered;
    if (from) {
      setPhone((typed) => typed || (from.phone ? formatBotswanaMobile(from.phone) : ''));
      setOperator((chosen) => chosen ?? from.operator);
    } else setOperator((chosen) => chosen ?? options.operators[0] ?? null);
  }, [options, presetOperator, presetPhone]);

  const start = async (tierId: TierId | null) => {
    // The checks made here carry the api's reasons for the same refusals.
    if (!tierId) return setMessage(messages.selectTier, tierNotChosen);
    const number = botswanaMobileOf(phone);
    if (!number) return setMessage(messages.invalidMobileNumber, 'invalid-mobile-number');
    if (!provider || !operator || !options?.operators.includes(operator)) return setMessage(messages.walletNotOffered, 'wallet-not-offered');
    setMessage(null);
    setSending(true);
    try {
      setStarted(await startMobilePayment(session, provider, { selectedTierId: tierId, phone: number, operator }));
      setLastTier(tierId);
    } catch (error) {
      if (error instanceof ApiError) setMessage(errorMessage(error), error.reason);
      else setMessage(error instanceof Error ? error.message : messages.initiationFailed());
    } finally {
      setSending(false);
    }
  };

  return {
    phone,
    setPhone,
    operator,
    setOperator,
    sending,
    started,
    message: message?.text ?? null,
    messageKey: message?.key,
    messageReason: message?.reason,
    /** the field the message is about, for aria-invalid */
    phoneProblem: message?.reason === 'invalid-mobile-number',
    start,
    again: () => {
      setStarted(null);
      void start(lastTier);
    },
    reset: () => {
      setStarted(null);
      setMessage(null);
    },
    /**
     * "Pay another way" (product.md §17): withdraws the request on the phone and answers what to tell the member
     * ("The request to 71 234 567 was withdrawn"); null when it could not be (then the message says why).
     */
    withdraw: async (): Promise<string | null> => {
      const current = started;
      setStarted(null);
      setMessage(null);
      if (!current) return null;
      try {
        await withdrawPayment(session, current.paymentId);
        return messages.requestWithdrawn(formatBotswanaMobile(current.phone));
      } catch (error) {
        setMessage(errorMessage(error));
        return null;
      }
    },
  };
}

export type MobilePayment = ReturnType<typeof useMobilePayment>;
