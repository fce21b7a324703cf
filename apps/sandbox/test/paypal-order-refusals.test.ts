import t from 'tap';
import { paypalClient } from './helpers/paypal-client.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';

// Create order's 422s as checkout_orders_v2.json lists them (components.schemas["422"]).
t.test('PayPal orders stand-in refuses what PayPal refuses', async (t) => {
  const sandbox = await startTestSandbox(t);
  const paypal = paypalClient(sandbox.url);
  const unit = (referenceId: string, value = '10.00', currency = 'USD') => ({ reference_id: referenceId, amount: { currency_code: currency, value } });
  const create = (units: unknown[]) => paypal.api('/v2/checkout/orders', { method: 'POST', body: { ...paypal.orderBody(), purchase_units: units } });
  const refusal = (issue: string, field: string, value: string) => ({ status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue, field, value, location: 'body' }] } });

  t.test('purchase units in two currencies are 422 MULTI_CURRENCY_ORDER', async (t) => {
    const answer = await create([unit('a'), unit('b', '10.00', 'EUR')]);
    t.match(answer, refusal('MULTI_CURRENCY_ORDER', '/purchase_units/1/amount/currency_code', 'EUR'));
    t.match(answer.body.details[0].description, /same currency_code/);
    t.equal((await create([unit('a'), unit('b', '5.00')])).status, 201, 'two units in one currency are taken');
  });

  t.test('an amount above 999999999999999.99 is 422 MAX_VALUE_EXCEEDED; the ceiling itself is taken', async (t) => {
    const answer = await create([unit('default', '1000000000000000.00')]);
    t.match(answer, refusal('MAX_VALUE_EXCEEDED', '/purchase_units/0/amount/value', '1000000000000000.00'));
    t.equal(answer.body.details[0].description, 'Should be less than or equal to 999999999999999.99.');
    t.equal((await create([unit('default', '999999999999999.99')])).status, 201);
    t.match(await create([unit('default', '1000000000000000', 'JPY')]), refusal('MAX_VALUE_EXCEEDED', '/purchase_units/0/amount/value', '1000000000000000'), 'a currency without decimals too');
    t.equal((await create([unit('default', '999999999999999', 'JPY')])).status, 201);
  });

  t.test('a reference_id used twice among purchase_units is 422 DUPLICATE_REFERENCE_ID', async (t) => {
    const answer = await create([unit('week-1'), unit('week-2'), unit('week-1')]);
    t.match(answer, refusal('DUPLICATE_REFERENCE_ID', '/purchase_units/2/reference_id', 'week-1'));
    t.equal(answer.body.details[0].description, '`reference_id` must be unique if multiple `purchase_unit` are provided.');
    const missing = await create([unit('week-1'), { amount: { currency_code: 'USD', value: '1.00' } }]);
    t.match(missing, { status: 400, body: { details: [{ issue: 'MISSING_REQUIRED_PARAMETER', field: '/purchase_units/1/reference_id' }] } }, 'several units each need one');
  });
});
