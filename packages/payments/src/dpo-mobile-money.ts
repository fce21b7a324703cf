import type { DpoClient } from '@guidepass/providers/dpo/dpo-client';
import type { GatewayMobileMoney } from './payment-gateway.ts';

/**
 * DPO's mobile money (providers.md §6.4): ChargeTokenMobile on the payment's token sends the request to the phone; the
 * wallet's instructions are ChargeTokenMobile's, else GetMobilePaymentOptions' for that wallet. Null when the account
 * has no wallets configured. The result is read with verifyToken, like a card's (the gateway's confirm).
 */
export function dpoMobileMoney(dpo: DpoClient): GatewayMobileMoney | undefined {
  if (dpo.mobileOperators.length === 0) return undefined;
  return {
    operators: dpo.mobileOperators,
    timeLimitMinutes: dpo.paymentMinutes,
    async charge(transToken, { phone, operator }) {
      const sent = await dpo.chargeTokenMobile(transToken, { phone, operator });
      if (sent.instructions) return { instructions: sent.instructions };
      const options = await dpo.getMobilePaymentOptions(transToken).catch(() => []);
      return { instructions: options.find((option) => option.paymentName.toLowerCase() === operator)?.instructions ?? '' };
    },
  };
}
