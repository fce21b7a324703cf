import t from 'tap';
import { chargedOtherThanPrice, formatAmountCharged, formatPrice, formatPula } from '../src/format.ts';

// The one writer of money (product.md §13, money shown): pula as P + amount, other currencies symbol first, and the
// rule for showing what was charged beside the pula price.
t.test('prices: pula as the original writes it, other currencies symbol first', async (t) => {
  t.equal(formatPula(20000), 'P200');
  t.equal(formatPula(740), 'P7.40');
  t.equal(formatPrice(1480, 'USD'), 'US$14.80');
  t.equal(formatPrice(101080, 'ZAR'), 'R1010.80');
  t.equal(formatPrice(20000, 'BWP'), 'P200', 'DPO charges pula: written as pula, not "BWP 200.00"');
  t.equal(formatPrice(1330, 'CHF'), 'CHF 13.30');
  t.equal(formatAmountCharged(1480, 'usd'), '14.80 USD');
});

t.test('what was charged is shown beside the price only where it differs in currency or amount', async (t) => {
  t.equal(chargedOtherThanPrice(20000, 20000, 'BWP'), false, 'DPO at the pula price');
  t.equal(chargedOtherThanPrice(20000, 20000, 'bwp'), false);
  t.equal(chargedOtherThanPrice(20000, 19000, 'BWP'), true, 'pula, but another amount');
  t.equal(chargedOtherThanPrice(20000, 1480, 'USD'), true);
  t.equal(chargedOtherThanPrice(20000, 20000, 'ZAR'), true, 'the same number in rand is not the price');
});
