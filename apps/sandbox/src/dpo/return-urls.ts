import type { Transaction } from './transaction-store.ts';

/** Appends query parameters to a merchant URL that may already have a query or a fragment, keeping both. */
export function appendQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const query = new URLSearchParams(params).toString();
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${query}${hash}`;
}

/** Where a paid member is sent (providers.md §6.2); undefined when createToken gave no RedirectURL. */
export function paidRedirectUrl(transaction: Transaction): string | undefined {
  if (!transaction.redirectUrl || !transaction.payment) return undefined;
  return appendQuery(transaction.redirectUrl, {
    TransID: transaction.token,
    CCDapproval: transaction.payment.approval,
    PnrID: transaction.companyRef,
    TransactionToken: transaction.token,
    CompanyRef: transaction.companyRef,
  });
}

/** Where Back sends the member; undefined without a BackURL. */
export function backRedirectUrl(transaction: Transaction): string | undefined {
  if (!transaction.backUrl) return undefined;
  return appendQuery(transaction.backUrl, { TransactionToken: transaction.token, CompanyRef: transaction.companyRef });
}
