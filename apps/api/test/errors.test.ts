import t, { type Test } from 'tap';
import Fastify from 'fastify';
import { reasonSentence, reasonsWithSentence } from '@guidepass/domain/reason-sentences';
import { createPaymentProviders } from '@guidepass/payments/payment-providers';
import { messagesFor } from '@guidepass/texts/messages-for';
import { englishLeft, pseudoCatalogue } from '../../../packages/texts/test/pseudo-language.ts';
import { apiErrorReasons, apiErrors, CurrentPasswordWrong, failureWith, InvalidCredentials, SalespersonCloseMatch, TooManyOpenPayments, TooManyPaymentStarts, type FailureDetails } from '../src/errors.ts';
import errorHandler from '../src/plugins/app/error-handler.ts';

const en = messagesFor('en');
const context = { providers: ['PayPal', 'Yoco'] };
type Row = { reason: string; text?: (m: typeof en, c: typeof context) => string; detailText?: (m: typeof en, d: FailureDetails) => string };
const details = { provider: 'PayPal', amount: 'P10.00', names: ['Neo Kgosi', 'Neo Kgosana'] };
const rows = Object.entries(apiErrors as Record<string, Row>);

t.test("every reason a client writes the sentence of is the api's, answered with that same sentence", async (t) => {
  for (const reason of reasonsWithSentence) t.ok(apiErrorReasons.includes(reason), `${reason} is documented (schemas/error.ts)`);
  for (const [name, row] of rows) {
    const sentence = reasonSentence(row.reason, en);
    if (sentence !== null) t.equal(row.text?.(en, context), sentence, `${name} answers ${row.reason}'s sentence`);
  }
});

t.test("the api's own sentences come from the catalogue it is given: a second language reaches every answer", async (t) => {
  for (const [name, row] of rows) {
    if (!row.text) continue;
    const answer = row.text(pseudoCatalogue.messages, context);
    t.ok(answer.startsWith('⟪'), `${name} is written in the language given`);
    t.same(englishLeft(answer, ['messages']), [], `${name}: no English left`);
  }
});

t.test('a sentence naming the failure\'s own details (a provider, an amount) is written in the language given too', async (t) => {
  const detailed = rows.filter(([, row]) => row.detailText);
  t.ok(detailed.length >= 7, 'the provider, refund amount and close-match failures');
  for (const [name, row] of detailed) {
    t.notOk(row.text, `${name} has one sentence`);
    const answer = row.detailText!(pseudoCatalogue.messages, details);
    t.ok(answer.startsWith('⟪'), `${name} is written in the language given`);
    t.same(englishLeft(answer, ['messages']), [], `${name}: no English left`);
  }
});

/** An app of the error handler alone, with these providers configured, whose routes throw the given errors. */
async function answering(t: Test, settings: Parameters<typeof createPaymentProviders>[0]) {
  const app = Fastify();
  // In app.ts's order: the providers come after the error handler, which reads them once, when the app is ready.
  await app.register(errorHandler);
  app.decorate('providers', createPaymentProviders(settings));
  app.get('/starts', async () => { throw new TooManyPaymentStarts(); });
  app.get('/open', async () => { throw new TooManyOpenPayments(30); });
  app.get('/login', async () => { throw new InvalidCredentials(); });
  app.get('/change-password', async () => { throw new CurrentPasswordWrong(); });
  app.get('/refund', async () => { throw failureWith('RefundAmountTooLarge', { amount: details.amount }); });
  app.get('/offered', async () => { throw failureWith('PaymentMethodNotOffered', { provider: 'DPO Pay' }); });
  app.get('/close-match', async () => { throw new SalespersonCloseMatch(details.names); });
  t.teardown(() => app.close());
  await app.ready();
  return async (url: string, headers: Record<string, string> = {}) => (await app.inject({ url, headers })).json().error as { reason: string; message: string };
}

const yoco = { apiBase: 'http://127.0.0.1:9', secretKey: 'sk_test_unused' };
const paypal = { apiBase: 'http://127.0.0.1:9', clientId: 'id', clientSecret: 'secret', certTrustedRoots: [], certHosts: [] };

t.test('the too-many-starts answers name the providers this server is configured for', async (t) => {
  const yocoOnly = await answering(t, { yoco, paypal: null, dpo: null } as never);
  t.same(await yocoOnly('/starts'), { code: 'resource-exhausted', reason: 'too-many-payment-starts', message: en.tooManyPaymentStarts('Yoco') });
  t.match((await yocoOnly('/open')).message, 'Please finish one of them at Yoco first;');

  const both = await answering(t, { yoco, paypal, dpo: null } as never);
  t.equal((await both('/starts')).message, en.tooManyPaymentStarts('PayPal or Yoco'));
  t.equal((await both('/open')).message, en.tooManyOpenPayments('PayPal or Yoco'));
  t.notMatch((await both('/open')).message, 'DPO Pay', 'a provider not configured is not named');
});

t.test('rows sharing a reason keep their own sentences, in the language the request asks for', async (t) => {
  const answer = await answering(t, { yoco, paypal: null, dpo: null } as never);
  t.same(await answer('/login'), { code: 'unauthenticated', reason: 'invalid-credentials', message: en.invalidCredentials });
  t.same(await answer('/change-password', { 'accept-language': 'fr-FR, en;q=0.8' }), { code: 'unauthenticated', reason: 'invalid-credentials', message: en.currentPasswordWrong });
});

t.test('a failure thrown with its details is answered with its row\'s sentence naming them; its own message is for the logs', async (t) => {
  const answer = await answering(t, { yoco, paypal: null, dpo: null } as never);
  t.same(await answer('/refund'), { code: 'invalid-argument', reason: 'invalid-refund-amount', message: en.refundAmountTooLarge('P10.00') });
  t.same(await answer('/offered'), { code: 'not-found', reason: 'payment-method-not-offered', message: en.providerUnavailable('DPO Pay') });
  t.match(await answer('/close-match'), { reason: 'salesperson-close-match', message: en.salespersonCloseMatch(details.names) });
  const thrown = failureWith('RefundProviderUnavailable', { provider: 'Yoco' });
  t.equal(thrown.message, en.refundProviderUnavailable('Yoco'), 'logged in the default language');
  t.equal((thrown as { statusCode?: number }).statusCode, 503);
});
