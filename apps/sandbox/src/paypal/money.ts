import { currencyDecimals } from './currencies.ts';

export interface Money {
  currency_code: string;
  value: string;
}

/** PayPal's pattern for amount values (the value is always a JSON string). */
export const amountValuePattern = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;

export function decimalPlaces(value: string): number {
  const point = value.indexOf('.');
  return point < 0 ? 0 : value.length - point - 1;
}

/** Minor units of a value already checked against amountValuePattern and the currency's decimals. */
export function toMinorUnits(money: Money): bigint {
  const decimals = currencyDecimals(money.currency_code);
  const negative = money.value.startsWith('-');
  const [whole = '', fraction = ''] = money.value.replace(/^-/, '').split('.');
  const minor = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
  return negative ? -minor : minor;
}

export function fromMinorUnits(currencyCode: string, minor: bigint): Money {
  const decimals = currencyDecimals(currencyCode);
  const digits = (minor < 0n ? -minor : minor).toString().padStart(decimals + 1, '0');
  const value = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return { currency_code: currencyCode, value: minor < 0n ? `-${value}` : value };
}

export function normalizeMoney(money: Money): Money {
  return fromMinorUnits(money.currency_code, toMinorUnits(money));
}

// PayPal's ceiling for an amount (checkout_orders_v2.json, MAX_VALUE_EXCEEDED): 999999999999999.99, in hundredths.
const maxValueHundredths = 99_999_999_999_999_999n;

/** Whether a value (already checked for the currency's decimals) is above what PayPal accepts. */
export function exceedsMaxValue(money: Money): boolean {
  return toMinorUnits(money) * 10n ** BigInt(2 - currencyDecimals(money.currency_code)) > maxValueHundredths;
}
