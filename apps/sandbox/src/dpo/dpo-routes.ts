/**
 * The DPO Pay stand-in (providers.md §6), mounted at /dpo. Set DPO_API_BASE = {sandbox}/dpo and
 * DPO_PAYMENT_URL = {sandbox}/dpo/payv2.php. Accounts (company token, service type, currencies, wallets, notification
 * URL) come from dpo-defaults.ts / SANDBOX_DPO_* / startSandbox({dpo: {companies, notificationUrl}}); the clock
 * from startSandbox({dpo: {now}}).
 *
 * DPO's routes
 *   POST /dpo/API/v6/            XML `<API3G>`, always HTTP 200 with `<Result>`/`<ResultExplanation>`:
 *                                  804 malformed XML (or not one `<API3G>` root, or a DOCTYPE), 801 no CompanyToken,
 *                                  802 unknown CompanyToken, 803 unknown Request, 950 "Request missing mandatory
 *                                  fields: {name}", 902 "Data mismatch in one of the fields - {name}".
 *     createToken                000 + TransToken, TransRef | 904 currency not on the account | 905 over the account's
 *                                  transaction limit | 906 past its monthly number of tokens | 940 CompanyRef paid
 *                                  (CompanyRefUnique 1) | 960 a tag sent twice | 902 ServiceType (or ServiceTypeName,
 *                                  taken instead) not the account's, bad amount/date/URL/PTL. Whitespace before
 *                                  `<?xml` is accepted (any request).
 *                                  PTL + PTLtype (hours default, minutes); without PTL the token lives 96 hours.
 *     verifyToken                by TransactionToken and/or CompanyRef (both: must match, else 902 CompanyRef);
 *                                  000 paid, 001/002/003/005/007 (control only), 900 not paid yet, 901 declined
 *                                  (not final: the member may retry until the PTL), 903 PTL passed, 904 cancelled;
 *                                  unknown or another company's token → 902 TransactionToken.
 *     cancelToken                000 "Token been updated to status cancelled" | 999 paid / already cancelled / PTL
 *                                  passed / unknown.
 *     refundToken                000 "Refund successful"; partial refunds up to what was paid | 999 not paid,
 *                                  more than is left, fully refunded, unknown. refundApproval 1 (or the
 *                                  refundChecker control): the refund waits for DPO's checker.
 *     verifyRefund               by TransactionToken or TransRef: Code 000 "Results Found", Refunds/Refund each with
 *                                  Code 003 approved | 008 declined | 009 manual pending, RefundStatus, RefundDate,
 *                                  RefundAmount | 999 no refunds.
 *     GetMobilePaymentOptions    Code 000 / Explanation, originalCurrency, originalAmount, the account's wallets:
 *                                  paymentname DPO's catalogue name (sandboxDpoWallets), fee, total, country
 *                                  botswana, countryCode BW, celluarprefix 267.
 *     ChargeTokenMobile          PhoneNumber 2677XXXXXXX, MNO (the terminal's value exactly: Orange, Mascom, BTC),
 *                                  MNOcountry botswana → `<StatusCode>130</StatusCode>` + instructions +
 *                                  RedirectOption (1 with the mobileRedirect control: the instructions name the page
 *                                  to open); refusals as `<Result>999</Result>`. verifyToken says 900 until the
 *                                  phone answers (control below).
 *   GET  /dpo/payv2.php?ID={TransToken}   hosted page: card tab (test cards in test-cards.ts), mobile-money tab, Back.
 *                                  Paid → 302 RedirectURL?TransID&CCDapproval&PnrID&TransactionToken&CompanyRef;
 *                                  Back → 302 BackURL?TransactionToken&CompanyRef. Forms POST to the same URL.
 *   Notification (PTN)           on every payment, XML `<API3G>` (Result 000, TransactionToken, TransactionRef =
 *                                  CompanyRef, the verifyToken fields) POSTed unsigned to the company's
 *                                  notification URL; DPO expects "OK" back. No retries.
 *
 * Test controls (JSON, no credentials)
 *   GET  /dpo/_control                         controls and companies
 *   POST /dpo/_control                         {reset?, latencyMs?, notifications?: {duplicate, delayMs, hold, outOfOrder},
 *                                               mobileRedirect?, refundChecker?}
 *   POST /dpo/_control/refund/{TransToken}     {"outcome": "approved" | "declined", "ref"?}: DPO's checker decides
 *   POST /dpo/_control/release                 post held notifications (newest first when outOfOrder)
 *   GET  /dpo/_control/notifications           delivery log
 *   POST /dpo/_control/notifications/{TransToken}   send a paid token's notification again
 *   POST /dpo/_control/mobile/{TransToken}     {"outcome": "approved" | "declined" | "timeout"}: the member's phone
 *   POST /dpo/_control/expire/{TransToken}     the PTL passes now (903)
 *   POST /dpo/_control/result/{TransToken}     {"result": "001" | "002" | "003" | "005" | "007"}
 *   PUT  /dpo/_control/portal/{CompanyToken}   {"notificationUrl": url | null}: DPO's portal setting
 */
import type { FastifyPluginAsync } from 'fastify';
import { dpoApiRoutes } from './api-routes.ts';
import { dpoControlRoutes } from './dpo-control-routes.ts';
import { resolveDpoSettings, type DpoOptions } from './dpo-options.ts';
import { createDpoState } from './dpo-state.ts';
import { dpoHostedPageRoutes } from './hosted-page-routes.ts';

export interface DpoRoutesOptions extends DpoOptions {
  /** A function because with port 0 the public URL is only known after listening. */
  publicUrl: () => string;
}

export const dpoRoutes: FastifyPluginAsync<DpoRoutesOptions> = async (app, { publicUrl, ...options }) => {
  const base = () => `${publicUrl()}${app.prefix}`;
  const state = createDpoState(resolveDpoSettings(options));

  app.addHook('onClose', async () => state.notifications.close());
  await app.register(dpoApiRoutes, { state, logoUrl: (operator) => `${base()}/logos/${operator}.svg`, pageUrl: (token) => `${base()}/payv2.php?ID=${token}` });
  await app.register(dpoHostedPageRoutes, { state });
  await app.register(dpoControlRoutes, { prefix: '/_control', state });
};
