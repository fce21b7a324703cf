// providers.md §1.7: the REST currency list. No African currency is on it (no BWP, no ZAR).
const supported = new Set([
  'AUD', 'BRL', 'CAD', 'CNY', 'CZK', 'DKK', 'EUR', 'HKD', 'HUF', 'ILS', 'JPY', 'MYR', 'MXN', 'TWD',
  'NZD', 'NOK', 'PHP', 'PLN', 'GBP', 'RUB', 'SGD', 'SEK', 'CHF', 'THB', 'USD',
]);
const withoutDecimals = new Set(['HUF', 'JPY', 'TWD']);

export function isSupportedCurrency(code: string): boolean {
  return supported.has(code);
}

export function currencyDecimals(code: string): number {
  return withoutDecimals.has(code) ? 0 : 2;
}
