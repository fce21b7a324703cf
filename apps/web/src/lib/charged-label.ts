/** An amount in the currency actually charged ("14.80 USD"): receipts, renewal charges, the sales ledger. */
export function chargedLabel(amount: string | number, currency: string): string {
  return `${amount} ${currency}`;
}
