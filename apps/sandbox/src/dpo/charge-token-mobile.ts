import { formatAmount, requireText } from './dpo-fields.ts';
import { requireTransaction, type DpoAnswer, type DpoRequest } from './dpo-request.ts';
import { startMobileCharge } from './mobile-charge.ts';
import { mobileWallets, walletInstructions } from './mobile-wallets.ts';

/**
 * ChargeTokenMobile (providers.md §6.4, §6.8): `<StatusCode>130</StatusCode>` when the request went to the phone; the
 * outcome is read with verifyToken. MNO must be the terminal's value exactly. With the mobileRedirect control the
 * answer is RedirectOption 1 and the instructions name the page the member must open (the hosted page). Refusals come
 * as `<Result>999</Result>` with the reason (or 950, 8xx).
 */
export function chargeTokenMobile(request: DpoRequest, pageUrl: (token: string) => string): DpoAnswer {
  const { api, state, company } = request;
  const transaction = requireTransaction(request, 'other-error');
  const phone = requireText(api, 'PhoneNumber');
  const operator = requireText(api, 'MNO');
  const country = requireText(api, 'MNOcountry');
  const charge = startMobileCharge(state, company, transaction, { phone, operator, country, byMno: true });
  const wallet = mobileWallets[charge.operator];
  const instructions = walletInstructions(wallet, formatAmount(transaction.amountMinor), transaction.currency);
  const redirect = state.controls.mobileRedirect;
  return {
    StatusCode: '130',
    ResultExplanation: `New invoice created, payment request sent to the customer's phone (${wallet.walletName})`,
    instructions: redirect ? `Open ${pageUrl(transaction.token)} to approve the payment with ${wallet.walletName}.` : instructions,
    RedirectOption: redirect ? '1' : '0',
  };
}
