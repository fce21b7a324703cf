import t from 'tap';
import { paymentMessages } from '../src/en/payment-messages.ts';

t.test("a provider down, and the one offered instead: the original's sentences word for word (section 8)", async (t) => {
  t.equal(paymentMessages.providerUnavailableTryOther('PayPal', 'Yoco'), 'PayPal is currently unavailable. Please try Yoco instead.');
  t.equal(paymentMessages.providerUnavailableTryOther('Yoco', 'PayPal'), 'Yoco is currently unavailable. Please try PayPal instead.');
  t.equal(paymentMessages.providerUnavailableTryOther('DPO Pay', 'PayPal'), 'DPO Pay is currently unavailable. Please try PayPal instead.');
});
