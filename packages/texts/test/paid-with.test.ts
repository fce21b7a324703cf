import t from 'tap';
import { formatPaidWith } from '../src/paid-with.ts';

t.test('how it was paid: the wallet and the number\'s last digits, or the card or provider (product.md §17)', async (t) => {
  t.equal(formatPaidWith({ provider: 'dpo', mobilePhone: '26771234567', mobileOperator: 'orange' }), 'Orange Money ·· 567');
  t.equal(formatPaidWith({ provider: 'dpo', mobilePhone: '26772345890', mobileOperator: 'mascom' }), 'MyZaka ·· 890');
  t.equal(formatPaidWith({ provider: 'dpo', mobilePhone: '26772345890', mobileOperator: 'Mascom' }), 'MyZaka ·· 890', 'a wallet as DPO spells it');
  t.equal(formatPaidWith({ provider: 'dpo', mobilePhone: '26772345111', mobileOperator: 'newwallet' }), 'newwallet ·· 111', 'an unnamed wallet by its value');
  t.equal(formatPaidWith({ provider: 'dpo' }), 'Card (pula)');
  t.equal(formatPaidWith({ provider: 'dpo', mobilePhone: null, mobileOperator: null }), 'Card (pula)');
  t.equal(formatPaidWith({ provider: 'paypal' }), 'PayPal');
  t.equal(formatPaidWith({ provider: 'yoco' }), 'Yoco card');
});
