import t from 'tap';
import { api3g, mainCompany, pulaOnlyCompany, serviceFields, startDpoSandbox, transactionFields } from './helpers/dpo-client.ts';

t.test('DPO API: envelope refusals and createToken', async (t) => {
  const dpo = await startDpoSandbox(t);
  t.beforeEach(async () => {
    dpo.resetClock();
    await dpo.control('', { reset: true });
  });

  const createBody = (transaction: Record<string, unknown> = {}, service: Record<string, unknown> = {}) => ({
    Transaction: transactionFields(transaction),
    Services: { Service: serviceFields(service) },
  });

  t.test('a created token answers 000 "Transaction created" with TransToken and TransRef, as XML with HTTP 200', async (t) => {
    const answer = await dpo.request('createToken', createBody());
    t.equal(answer.status, 200);
    t.match(answer.contentType, /^application\/xml/);
    t.match(answer.raw, /^<\?xml version="1\.0" encoding="utf-8"\?><API3G>/);
    t.match(answer.body, { Result: '000', ResultExplanation: 'Transaction created', TransToken: /^[0-9A-F-]{36}$/, TransRef: /^[0-9A-Z]{9}$/ });
  });

  t.test('801: no CompanyToken, or an empty one', async (t) => {
    const missing = await dpo.post(api3g({ Request: 'createToken', ...createBody() }));
    t.same([missing.status, missing.body.Result, missing.body.ResultExplanation], [200, '801', 'Request missing company token']);
    const empty = await dpo.post(api3g({ CompanyToken: '', Request: 'createToken', ...createBody() }));
    t.equal(empty.body.Result, '801');
  });

  t.test('802: a company token DPO does not know', async (t) => {
    const answer = await dpo.request('createToken', createBody(), '00000000-0000-0000-0000-000000000000');
    t.same([answer.status, answer.body.Result, answer.body.ResultExplanation], [200, '802', 'Company token does not exist']);
  });

  t.test('803: no Request, or a name DPO does not have (names are case-sensitive)', async (t) => {
    const missing = await dpo.post(api3g({ CompanyToken: mainCompany }));
    t.same([missing.body.Result, missing.body.ResultExplanation], ['803', 'No request or error in Request type name']);
    for (const name of ['createtoken', 'payToken', 'toString', '__proto__']) {
      t.equal((await dpo.request(name, createBody())).body.Result, '803', name);
    }
  });

  t.test('804: malformed XML of every kind answers "Error in XML" with HTTP 200, never a crash', async (t) => {
    const bodies = [
      '',
      'not xml at all',
      `<API3G><CompanyToken>${mainCompany}</CompanyToken><Request>createToken</Request>`,
      `<API3G><CompanyToken>${mainCompany}</CompanyToken><Request>createToken</Request></API3G><API3G/>`,
      `<Other><CompanyToken>${mainCompany}</CompanyToken></Other>`,
      `<API3G><CompanyToken>O & Sons</CompanyToken></API3G>`,
      `<API3G><CompanyToken>&nbsp;</CompanyToken></API3G>`,
      `<?xml version="1.0"?><!DOCTYPE API3G [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><API3G><CompanyToken>&b;</CompanyToken></API3G>`,
      '{"CompanyToken": "x"}',
    ];
    for (const body of bodies) {
      const answer = await dpo.post(body);
      t.same([answer.status, answer.body.Result, answer.body.ResultExplanation], [200, '804', 'Error in XML'], JSON.stringify(body.slice(0, 40)));
    }
    const json = await dpo.post('{"CompanyToken": "x"}', 'application/json');
    t.same([json.status, json.body.Result], [200, '804'], 'a JSON content type is still read as XML');
    const alive = await dpo.request('createToken', createBody());
    t.equal(alive.body.Result, '000', 'the endpoint still answers afterwards');
  });

  t.test('text/xml and a missing trailing slash are accepted', async (t) => {
    const text = await dpo.post(api3g({ CompanyToken: mainCompany, Request: 'createToken', ...createBody() }), 'text/xml');
    t.equal(text.body.Result, '000');
    const response = await fetch(`${dpo.base}/API/v6`, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: api3g({ CompanyToken: mainCompany, Request: 'createToken', ...createBody() }) });
    t.match(await response.text(), '<Result>000</Result>');
  });

  t.test('950 names each missing mandatory field of createToken', async (t) => {
    const cases: [string, Record<string, unknown>][] = [
      ['Transaction', { Services: { Service: serviceFields() } }],
      ['PaymentAmount', createBody({ PaymentAmount: '' })],
      ['PaymentCurrency', createBody({ PaymentCurrency: '' })],
      ['Services', { Transaction: transactionFields() }],
      ['Service', { Transaction: transactionFields(), Services: { Other: 'x' } }],
      ['ServiceType', createBody({}, { ServiceType: '' })],
      ['ServiceDescription', createBody({}, { ServiceDescription: '' })],
      ['ServiceDate', createBody({}, { ServiceDate: '' })],
    ];
    for (const [field, body] of cases) {
      const answer = await dpo.request('createToken', body);
      t.same([answer.status, answer.body.Result, answer.body.ResultExplanation], [200, '950', `Request missing mandatory fields: ${field}`], field);
    }
    const withoutAmount = transactionFields();
    delete withoutAmount.PaymentAmount;
    const absent = await dpo.request('createToken', { Transaction: withoutAmount, Services: { Service: serviceFields() } });
    t.equal(absent.body.ResultExplanation, 'Request missing mandatory fields: PaymentAmount', 'an absent element too');
  });

  t.test('902 names a field DPO cannot use: amount format, service type of another account, date, URL, PTL', async (t) => {
    const cases: [string, Record<string, unknown>][] = [
      ['PaymentAmount', createBody({ PaymentAmount: '200.001' })],
      ['PaymentAmount', createBody({ PaymentAmount: '-5.00' })],
      ['PaymentAmount', createBody({ PaymentAmount: '0.00' })],
      ['PaymentAmount', createBody({ PaymentAmount: '1e3' })],
      ['PaymentCurrency', createBody({ PaymentCurrency: 'PULA' })],
      ['ServiceType', createBody({}, { ServiceType: '3854' })],
      ['ServiceDate', createBody({}, { ServiceDate: '26-11-2026' })],
      ['RedirectURL', createBody({ RedirectURL: 'javascript:alert(1)' })],
      ['PTL', createBody({ PTL: 'soon' })],
      ['PTLtype', createBody({ PTLtype: 'days' })],
      ['CompanyRefUnique', createBody({ CompanyRefUnique: 'yes' })],
    ];
    for (const [index, [field, body]] of cases.entries()) {
      const answer = await dpo.request('createToken', body);
      t.same([answer.body.Result, answer.body.ResultExplanation], ['902', `Data mismatch in one of the fields - ${field}`], `case ${index + 1}: ${field}`);
    }
  });

  t.test('amounts with no or one decimal are accepted', async (t) => {
    for (const amount of ['200', '200.5', '0.01']) {
      t.equal((await dpo.request('createToken', createBody({ PaymentAmount: amount }))).body.Result, '000', amount);
    }
  });

  t.test('904: a currency the account does not take; the pula-only account refuses USD', async (t) => {
    const euro = await dpo.request('createToken', createBody({ PaymentCurrency: 'EUR' }));
    t.same([euro.status, euro.body.Result, euro.body.ResultExplanation], [200, '904', 'Currency not supported']);
    for (const currency of ['BWP', 'USD', 'ZAR']) {
      t.equal((await dpo.request('createToken', createBody({ PaymentCurrency: currency }))).body.Result, '000', `main account takes ${currency}`);
    }
    const pulaService = { ServiceType: '5526' };
    const usd = await dpo.request('createToken', createBody({ PaymentCurrency: 'USD' }, pulaService), pulaOnlyCompany);
    t.same([usd.body.Result, usd.body.ResultExplanation], ['904', 'Currency not supported']);
    const bwp = await dpo.request('createToken', createBody({ PaymentCurrency: 'BWP' }, pulaService), pulaOnlyCompany);
    t.equal(bwp.body.Result, '000');
  });

  t.test('latencyMs delays every answer; a bad control body is refused and changes nothing', async (t) => {
    t.equal((await dpo.control('', { latencyMs: 250 })).status, 200);
    const started = Date.now();
    t.equal((await dpo.request('createToken', createBody())).body.Result, '000');
    t.ok(Date.now() - started >= 250, 'answered after the latency');
    for (const body of [{ latencyMs: -1 }, { notifications: { duplicate: 0 } }, { notifications: { hold: 'yes' } }, { surprise: true }, [1]]) {
      t.equal((await dpo.control('', body)).status, 400, JSON.stringify(body));
    }
    const { body } = await dpo.control('', undefined, 'GET');
    t.match(body, { controls: { latencyMs: 250, notifications: { duplicate: 1, delayMs: 0, hold: false, outOfOrder: false } } });
    t.same(body.companies.map((company: { companyToken: string }) => company.companyToken), [mainCompany, pulaOnlyCompany]);
  });
});
