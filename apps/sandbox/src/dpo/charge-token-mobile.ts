import { formatAmount, requireText } from './dpo-fields.ts';
import { requireTransaction, type DpoAnswer, type DpoRequest } from './dpo-request.ts';
import { startMobileCharge } from './mobile-charge.ts';
import { mobileWallets, walletInstructions } from './mobile-wallets.ts';

/**
 * ChargeTokenMobile (providers.md §6.4): `<StatusCode>130</StatusCode>` when the request went to the phone; the
 * outcome is read with verifyToken. Refusals come as `<Result>999</Result>` with the reason (or 950, 8xx).
 */
export function chargeTokenMobile(request: DpoRequest): DpoAnswer {
  const { api, state, company } = request;
  const transaction = requireTransaction(request, 'other-error');
  const phone = requireText(api, 'PhoneNumber');
  const operator = requireText(api, 'MNO');
  const country = requireText(api, 'MNOcountry');
  const charge = startMobileCharge(state, company, transaction, { phone, operator, country });
  const wallet = mobileWallets[charge.operator];
  return {
    StatusCode: '130',
    ResultExplanation: `New invoice created, payment request sent to the customer's phone (${wallet.walletName})`,
    instructions: walletInstructions(wallet, formatAmount(transaction.amountMinor), transaction.currency),
    RedirectOption: '0',
  };
}
