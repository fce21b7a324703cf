import t from 'tap';
import { dpoResultStates, dpoVerificationOf } from '../src/dpo/dpo-payment-state.ts';
import { parseDpoAnswer } from '../src/dpo/dpo-xml.ts';

const expected = { amountMinor: 20_000, currency: 'BWP', companyRef: 'pay-1' };

function answer(result: string, fields: Record<string, string> = {}) {
  const inner = Object.entries({ Result: result, ResultExplanation: `explained ${result}`, ...fields })
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('');
  return parseDpoAnswer(`<?xml version="1.0" encoding="utf-8"?><API3G>${inner}</API3G>`)!;
}

const paidFields = { TransactionAmount: '200.00', TransactionCurrency: 'BWP', CompanyRef: 'pay-1', TransactionApproval: '4471', CustomerName: 'Kea Molefe', FraudAlert: '000' };

t.test('000 with our amount, currency and CompanyRef is proof of payment', async (t) => {
  const verification = dpoVerificationOf(answer('000', paidFields), expected);
  t.same(verification, {
    state: 'paid',
    result: '000',
    explanation: 'explained 000',
    mismatches: [],
    amountMinor: 20_000,
    currency: 'BWP',
    companyRef: 'pay-1',
    approval: '4471',
    customerName: 'Kea Molefe',
    customerPhone: null,
    fraudAlert: '000',
  });
  t.equal(dpoVerificationOf(answer('000', { ...paidFields, TransactionAmount: '200' }), expected).state, 'paid', '200 is 200.00');
  const { CompanyRef: _named, ...verifyTokenFields } = paidFields;
  t.equal(dpoVerificationOf(answer('000', verifyTokenFields), expected).state, 'paid', "verifyToken's answer names no CompanyRef: the token is the tie");
});

t.test('000 for another amount, currency or CompanyRef is not proof: failed, naming what differs', async (t) => {
  const cases: Array<[Record<string, string>, string[]]> = [
    [{ TransactionAmount: '199.99' }, ['amount']],
    [{ TransactionAmount: '2000.00' }, ['amount']],
    [{ TransactionAmount: '200.001' }, ['amount']],
    [{ TransactionAmount: '' }, ['amount']],
    [{ TransactionCurrency: 'USD' }, ['currency']],
    [{ TransactionCurrency: '' }, ['currency']],
    [{ CompanyRef: 'pay-2' }, ['companyRef']],
    [{ CompanyRef: '' }, ['companyRef']],
    [{ TransactionAmount: '50.00', TransactionCurrency: 'ZAR', CompanyRef: 'other' }, ['amount', 'currency', 'companyRef']],
  ];
  for (const [changed, mismatches] of cases) {
    const verification = dpoVerificationOf(answer('000', { ...paidFields, ...changed }), expected);
    t.equal(verification.state, 'failed', JSON.stringify(changed));
    t.same(verification.mismatches, mismatches, JSON.stringify(changed));
  }
  const bare = dpoVerificationOf(answer('000'), expected);
  t.same([bare.state, bare.mismatches], ['failed', ['amount', 'currency']], 'a 000 without the facts proves nothing');
});

t.test('every other code of providers.md §6.3 maps to its state', async (t) => {
  const table: Record<string, string> = {
    '001': 'pending',
    '002': 'pending',
    '003': 'pending',
    '005': 'pending',
    '007': 'pending',
    '900': 'pending',
    '901': 'failed',
    '902': 'failed',
    '903': 'expired',
    '904': 'cancelled',
  };
  t.same(dpoResultStates, table);
  for (const [code, state] of Object.entries(table)) {
    // even with our facts attached, only 000 is paid
    const verification = dpoVerificationOf(answer(code, paidFields), expected);
    t.same([verification.state, verification.result, verification.mismatches], [state, code, []], code);
  }
});

t.test('a code §6.3 does not list is not proof and is asked about again', async (t) => {
  for (const code of ['999', '130', '0000', 'abc', '']) t.equal(dpoVerificationOf(answer(code, paidFields), expected).state, 'pending', JSON.stringify(code));
  t.equal(dpoVerificationOf({ ResultExplanation: 'no code' }, expected).state, 'pending');
});
