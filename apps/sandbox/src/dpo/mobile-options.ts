import { formatAmount } from './dpo-fields.ts';
import { requireTransaction, type DpoAnswer, type DpoRequest } from './dpo-request.ts';
import { dpoResults } from './dpo-results.ts';
import { botswanaCountry, mobileWallets, walletInstructions } from './mobile-wallets.ts';

/**
 * GetMobilePaymentOptions (providers.md §6.4, §6.8), in DPO's documented shape: `<Code>000</Code>`,
 * `<Explanation>Results Found</Explanation>`, the token's `originalCurrency`/`originalAmount`, then the wallets on this
 * company's terminal with the token's amount, `fee` and `total`. `paymentname` is DPO's catalogue name (not the MNO
 * value); `celluarprefix` is DPO's spelling.
 */
export function getMobilePaymentOptions(request: DpoRequest, logoUrl: (operator: string) => string): DpoAnswer {
  const transaction = requireTransaction(request, 'other-error');
  const amount = formatAmount(transaction.amountMinor);
  const options = request.company.mobileOperators.map((operator) => {
    const wallet = mobileWallets[operator];
    return {
      country: botswanaCountry.name,
      countryCode: botswanaCountry.code,
      paymentname: wallet.paymentName,
      logo: logoUrl(operator),
      celluarprefix: botswanaCountry.dialPrefix,
      amount,
      currency: transaction.currency,
      instructions: walletInstructions(wallet, amount, transaction.currency),
      fee: '0.00',
      total: amount,
    };
  });
  const [code, explanation] = dpoResults.mobileOptions;
  return {
    Code: code,
    Explanation: explanation,
    originalCurrency: transaction.currency,
    originalAmount: amount,
    paymentoptions: options.length ? { mobileoption: options } : '',
  };
}
