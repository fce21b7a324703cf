import t from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { sandboxDpoWallets } from '@guidepass/sandbox/dpo/dpo-defaults';
import { ProviderError } from '../src/provider-error.ts';
import { dpoClientFor, newToken, ours, withDpoSandbox } from './dpo-sandbox.ts';

// MNO values as the stand-in's terminal has them, in DPO's spelling (sandboxDpoWallets)
const phone = { phone: '+267 71 234 567', operator: sandboxDpoWallets.orange.mno };

t.test("the account's wallets: Orange Money, MyZaka and Smega in Botswana, with the token's amount; another account its own", async (t) => {
  const { client, sandbox } = await withDpoSandbox(t);
  const created = await client.createToken(newToken('pay-m1'));
  const { options, originalCurrency, originalAmount } = await client.getMobilePaymentOptions(created.transToken);
  t.same(options.map((option) => option.paymentName), Object.values(sandboxDpoWallets).map((wallet) => wallet.paymentName), "DPO's catalogue names");
  t.same([originalCurrency, originalAmount], ['BWP', '200.00']);
  for (const option of options) t.match(option, { country: 'botswana', countryCode: 'BW', cellularPrefix: '267', amount: '200.00', currency: 'BWP', instructions: /PIN/, fee: '0.00', total: '200.00' });
  const { pulaOnly: account } = sandboxDefaults.dpo;
  const pulaOnly = dpoClientFor(sandbox, { companyToken: account.companyToken, serviceType: account.serviceType });
  const orangeOnly = await pulaOnly.createToken(newToken('pay-m1b'));
  t.same((await pulaOnly.getMobilePaymentOptions(orangeOnly.transToken)).options.map((option) => option.paymentName), [sandboxDpoWallets.orange.paymentName], 'per account, never assumed');
  t.match(await pulaOnly.createToken(newToken('pay-m1c', { currency: 'USD' })).catch((e: unknown) => e), { provider: 'dpo', issue: '904' }, 'a pula-only account refuses dollars');
});

t.test('a charge goes to the phone (130); approved there, verifyToken turns from 900 to paid', async (t) => {
  const { client, control } = await withDpoSandbox(t);
  const created = await client.createToken(newToken('pay-m2'));
  const sent = await client.chargeTokenMobile(created.transToken, phone);
  t.match(sent, { statusCode: '130', explanation: /phone/, instructions: /Orange Money.*BWP 200\.00/, redirectOption: '0', redirectUrl: null });
  t.match(await client.verifyToken(created.transToken, ours('pay-m2')), { state: 'pending', result: '900' }, 'nothing yet: the member has not answered');
  await control(`mobile/${created.transToken}`, { outcome: 'approved' });
  const verification = await client.verifyToken(created.transToken, ours('pay-m2'));
  t.match(verification, { state: 'paid', result: '000', mismatches: [], customerPhone: '26771234567' });
});

t.test('declined on the phone is failed (901); a new request approved later still pays', async (t) => {
  const { client, control } = await withDpoSandbox(t);
  const created = await client.createToken(newToken('pay-m3'));
  await client.chargeTokenMobile(created.transToken, { phone: '26772345678', operator: sandboxDpoWallets.mascom.mno });
  await control(`mobile/${created.transToken}`, { outcome: 'declined' });
  t.match(await client.verifyToken(created.transToken, ours('pay-m3')), { state: 'failed', result: '901' });
  await client.chargeTokenMobile(created.transToken, { phone: '26772345678', operator: sandboxDpoWallets.btc.mno });
  await control(`mobile/${created.transToken}`, { outcome: 'approved' });
  t.match(await client.verifyToken(created.transToken, ours('pay-m3')), { state: 'paid' });
});

t.test('a phone that never answers stays pending (900) until the time limit passes (903 expired)', async (t) => {
  const { client, control } = await withDpoSandbox(t);
  const created = await client.createToken(newToken('pay-m4'));
  await client.chargeTokenMobile(created.transToken, phone);
  await control(`mobile/${created.transToken}`, { outcome: 'timeout' });
  t.match(await client.verifyToken(created.transToken, ours('pay-m4')), { state: 'pending', result: '900' });
  await control(`expire/${created.transToken}`, {});
  t.match(await client.verifyToken(created.transToken, ours('pay-m4')), { state: 'expired', result: '903' });
  const late = await client.chargeTokenMobile(created.transToken, phone).catch((e: unknown) => e);
  t.ok(late instanceof ProviderError, 'no charge after the time limit');
  t.match(late, { provider: 'dpo', issue: '999', transient: false });
});

t.test('a charge to an operator the terminal lacks, or to a number that is not a Botswana mobile, is refused', async (t) => {
  const { client } = await withDpoSandbox(t);
  const created = await client.createToken(newToken('pay-m5'));
  t.match(await client.chargeTokenMobile(created.transToken, { ...phone, operator: 'vodacom' }).catch((e: unknown) => e), { provider: 'dpo', issue: '999', message: /operator/ });
  t.match(await client.chargeTokenMobile(created.transToken, { ...phone, phone: '+267 31 234 56' }).catch((e: unknown) => e), { provider: 'dpo', issue: '999', message: /phone/ });
  t.match(await client.verifyToken(created.transToken, ours('pay-m5')), { state: 'pending', result: '900' }, 'nothing was charged');
});

t.test('the MNO value goes exactly as configured: the terminal\'s "Orange" is not "orange" (providers.md §6.8)', async (t) => {
  const { client } = await withDpoSandbox(t);
  const created = await client.createToken(newToken('pay-m6'));
  t.match(await client.chargeTokenMobile(created.transToken, { ...phone, operator: 'orange' }).catch((e: unknown) => e), { provider: 'dpo', issue: '999', message: /operator "orange"/ });
  t.match(await client.chargeTokenMobile(created.transToken, phone), { statusCode: '130' });
});

t.test('RedirectOption 1: the wallet needs the member on its page, whose address comes back (providers.md §6.8)', async (t) => {
  const { client, control, sandbox } = await withDpoSandbox(t);
  await control('', { mobileRedirect: true });
  const created = await client.createToken(newToken('pay-m7'));
  const sent = await client.chargeTokenMobile(created.transToken, phone);
  t.match(sent, { statusCode: '130', redirectOption: '1' });
  t.equal(sent.redirectUrl, `${sandbox.url}/dpo/payv2.php?ID=${created.transToken}`);
});
