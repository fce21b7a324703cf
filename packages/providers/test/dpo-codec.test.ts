import t from 'tap';
import { dpoAmountOf, minorOfDpoAmount } from '../src/dpo/dpo-amount.ts';
import { dpoServiceDateOf } from '../src/dpo/dpo-service-date.ts';
import { buildDpoRequest, parseDpoAnswer } from '../src/dpo/dpo-xml.ts';

const api3g = (inner: string) => `<?xml version="1.0" encoding="utf-8"?>\n<API3G>${inner}</API3G>`;

t.test('every text is escaped and comes back as it was, non-Latin letters included', async (t) => {
  const names = [`O'Brien & <Sons>`, 'Say "hi" > bye', 'Ntlhopheng Mmusi-Ñandú 日本 😊', '&amp; stays literal', ']]> <!-- not a comment -->'];
  for (const name of names) {
    const xml = buildDpoRequest('TOKEN & co', 'createToken', { Transaction: { customerFirstName: name } });
    t.notOk(xml.includes(name) && /[&<>'"]/.test(name), `${name} does not appear raw`);
    t.equal(xml.match(/<customerFirstName>/g)?.length, 1, 'one element, nothing injected');
    const parsed = parseDpoAnswer(xml);
    t.same(parsed, { CompanyToken: 'TOKEN & co', Request: 'createToken', Transaction: { customerFirstName: name } }, name);
  }
});

t.test('a request starts with the declaration, the company token and the request name, and leaves out unset fields', async (t) => {
  const xml = buildDpoRequest('ABC', 'verifyToken', { TransactionToken: 'T-1', CompanyRef: undefined, Nested: { Kept: '', Gone: undefined } });
  t.equal(xml, '<?xml version="1.0" encoding="utf-8"?><API3G><CompanyToken>ABC</CompanyToken><Request>verifyToken</Request><TransactionToken>T-1</TransactionToken><Nested><Kept></Kept></Nested></API3G>');
});

t.test('a request can repeat an element', async (t) => {
  const xml = buildDpoRequest('ABC', 'createToken', { Services: { Service: [{ ServiceType: '1' }, { ServiceType: '2' }] } });
  t.match(xml, '<Services><Service><ServiceType>1</ServiceType></Service><Service><ServiceType>2</ServiceType></Service></Services>');
});

t.test('amounts are decimal text with two decimals, from minor units', async (t) => {
  t.equal(dpoAmountOf(20_000), '200.00');
  t.equal(dpoAmountOf(5), '0.05');
  t.equal(dpoAmountOf(0), '0.00');
  t.equal(dpoAmountOf(38_050), '380.50');
  t.equal(dpoAmountOf(123_456_789), '1234567.89');
  for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) t.throws(() => dpoAmountOf(bad), RangeError, String(bad));
});

t.test('amounts DPO answers are read exactly or not at all', async (t) => {
  t.equal(minorOfDpoAmount('200.00'), 20_000);
  t.equal(minorOfDpoAmount('200'), 20_000);
  t.equal(minorOfDpoAmount('200.5'), 20_050);
  t.equal(minorOfDpoAmount(' 0.05 '), 5);
  for (const bad of ['200.001', '-200.00', '1,200.00', '2e2', '', 'abc', '200.', '.50', undefined]) t.equal(minorOfDpoAmount(bad), null, String(bad));
});

t.test('ServiceDate is Botswana time as YYYY/MM/DD HH:mm', async (t) => {
  t.equal(dpoServiceDateOf(new Date('2026-11-26T12:05:00Z')), '2026/11/26 14:05');
  t.equal(dpoServiceDateOf(new Date('2026-12-31T22:30:00Z')), '2027/01/01 00:30');
});

t.test('answers: each shape DPO sends parses with its codes kept as text', async (t) => {
  t.same(parseDpoAnswer(api3g('<Result>000</Result><ResultExplanation>Transaction created</ResultExplanation><TransToken>ABC-1</TransToken><TransRef>R123</TransRef>')), {
    Result: '000',
    ResultExplanation: 'Transaction created',
    TransToken: 'ABC-1',
    TransRef: 'R123',
  });
  const paid = parseDpoAnswer(
    api3g(
      '<Result>000</Result><ResultExplanation>Transaction Paid</ResultExplanation><CustomerName>O&apos;Brien &amp; &lt;Sons&gt;</CustomerName>' +
        '<CustomerPhone>26771234567</CustomerPhone><TransactionApproval>0012</TransactionApproval><TransactionCurrency>BWP</TransactionCurrency>' +
        '<TransactionAmount>200.00</TransactionAmount><FraudAlert>000</FraudAlert><FraudExplnation/><CompanyRef>pay-1</CompanyRef>',
    ),
  );
  t.match(paid, { Result: '000', CustomerName: `O'Brien & <Sons>`, CustomerPhone: '26771234567', TransactionApproval: '0012', TransactionAmount: '200.00', FraudExplnation: '' });
  t.same(parseDpoAnswer(api3g('<StatusCode>130</StatusCode><ResultExplanation>Request sent</ResultExplanation><instructions>Dial *145#</instructions><RedirectOption>0</RedirectOption>')), {
    StatusCode: '130',
    ResultExplanation: 'Request sent',
    instructions: 'Dial *145#',
    RedirectOption: '0',
  });
  const one = parseDpoAnswer(api3g('<Result>000</Result><paymentoptions><mobileoption><country>botswana</country><celluarprefix>267</celluarprefix></mobileoption></paymentoptions>'));
  t.same(one?.paymentoptions, { mobileoption: [{ country: 'botswana', celluarprefix: '267' }] }, 'a single wallet is still a list');
  const three = parseDpoAnswer(api3g(`<paymentoptions>${['orange', 'mascom', 'btc'].map((name) => `<mobileoption><paymentname>${name}</paymentname></mobileoption>`).join('')}</paymentoptions>`));
  t.equal((three?.paymentoptions as { mobileoption: unknown[] }).mobileoption.length, 3);
  t.same(parseDpoAnswer('<API3G/>'), {}, 'an empty answer is an empty record');
});

t.test('anything but well-formed XML with an API3G root is no answer', async (t) => {
  for (const text of [
    '',
    '   ',
    'Service Unavailable',
    '{"Result":"000"}',
    '<html><body><h1>502 Bad Gateway</h1></body></html>',
    '<API3G><Result>000</Result>',
    '<API3G><Result>000</Result></API3G><API3G/>',
    '<?xml version="1.0"?><Other><Result>000</Result></Other>',
    '<API3G><Result>000</Result></api3g>',
  ]) {
    t.equal(parseDpoAnswer(text), null, JSON.stringify(text));
  }
});
