import { formatAmount } from './dpo-fields.ts';
import { requireTransaction, type DpoAnswer, type DpoRequest } from './dpo-request.ts';
import { dpoResults, resultFields } from './dpo-results.ts';
import { botswanaCountry, mobileWallets, walletInstructions } from './mobile-wallets.ts';

/**
 * GetMobilePaymentOptions (providers.md §6.4): the wallets on this company's terminal, each with the token's amount.
 * `paymentname` is the MNO value ChargeTokenMobile takes; `celluarprefix` is DPO's spelling.
 */
export function getMobilePaymentOptions(request: DpoRequest, logoUrl: (operator: string) => string): DpoAnswer {
  const transaction = requireTransaction(request, 'other-error');
  const amount = formatAmount(transaction.amountMinor);
  const options = request.company.mobileOperators.map((operator) => {
    const wallet = mobileWallets[operator];
    return {
      country: botswanaCountry.name,
      countryCode: botswanaCountry.code,
      paymentname: operator,
      logo: logoUrl(operator),
      celluarprefix: botswanaCountry.dialPrefix,
      amount,
      currency: transaction.currency,
      instructions: walletInstructions(wallet, amount, transaction.currency),
    };
  });
  return { ...resultFields(dpoResults.mobileOptions), paymentoptions: options.length ? { mobileoption: options } : '' };
}
