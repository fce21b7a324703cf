import type { DpoClient } from '@guidepass/providers/dpo/dpo-client';
import type { GatewayMobileMoney } from '../../payment-gateway.ts';

/**
 * DPO's mobile money (providers.md §6.4, §6.8): ChargeTokenMobile on the payment's token sends the request to the
 * phone with the wallet's MNO value exactly as configured; the wallet's instructions are ChargeTokenMobile's, else
 * GetMobilePaymentOptions' for the option whose catalogue name (paymentname) configuration gives the wallet. With
 * RedirectOption 1 the wallet's page comes back to be opened. Null when the account has no wallets configured. The
 * result is read with verifyToken, like a card's (the gateway's confirm).
 */
export function dpoMobileMoney(dpo: DpoClient): GatewayMobileMoney | undefined {
  if (dpo.mobileOperators.length === 0) return undefined;
  return {
    operators: dpo.mobileOperators,
    timeLimitMinutes: dpo.paymentMinutes,
    async charge(transToken, { phone, operator }) {
      const wallet = dpo.mobileWallets.find((entry) => entry.wallet === operator);
      if (!wallet) throw new RangeError(`wallet ${JSON.stringify(operator)} is not configured for DPO`);
      const sent = await dpo.chargeTokenMobile(transToken, { phone, operator: wallet.mno });
      const redirect = sent.redirectUrl ? { redirectUrl: sent.redirectUrl } : {};
      if (sent.instructions) return { instructions: sent.instructions, ...redirect };
      const listed = await dpo.getMobilePaymentOptions(transToken).catch(() => ({ options: [] }));
      const named = (name: string) => name.trim().toLowerCase();
      const option = listed.options.find((candidate) => named(candidate.paymentName) === named(wallet.paymentName));
      return { instructions: option?.instructions ?? '', ...redirect };
    },
  };
}
