import { currencyDecimals } from './currencies.ts';
import { fromMinorUnits, toMinorUnits, type Money } from './money.ts';

// An illustrative fee (3.49 % + a fixed part) so net differs from gross, as it does at PayPal.
function feeMinorUnits(gross: Money): bigint {
  const grossMinor = toMinorUnits(gross);
  const fixed = currencyDecimals(gross.currency_code) === 0 ? 40n : 49n;
  const fee = (grossMinor * 349n + 5000n) / 10000n + fixed;
  return fee > grossMinor ? grossMinor : fee;
}

export function sellerReceivableBreakdown(gross: Money) {
  const fee = feeMinorUnits(gross);
  return {
    gross_amount: gross,
    paypal_fee: fromMinorUnits(gross.currency_code, fee),
    net_amount: fromMinorUnits(gross.currency_code, toMinorUnits(gross) - fee),
  };
}
