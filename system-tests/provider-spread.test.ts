import t from 'tap';
import { repoRoot } from '../harness/paths.ts';
import { codeOf, maxFilesOutside, namesProvider, ownPlace, providerNames, providerSpread, providerSpreadOffences } from '../scripts/provider-spread.ts';

// Issue 34, "a provider is a folder": check:structure fails when a provider is named in more than 5 files outside its
// folders, with no list of files it lets through.

t.test('every provider is named in at most 5 files outside its folders', async (t) => {
  const spread = providerSpread(repoRoot);
  t.same(Object.keys(spread), [...providerNames]);
  for (const [name, files] of Object.entries(spread)) t.ok(files.length <= maxFilesOutside, `${name}: ${files.join(', ')}`);
  t.same(providerSpreadOffences(spread), []);
});

t.test('a sixth file is an offence that names the files', async (t) => {
  const five = ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts'];
  t.same(providerSpreadOffences({ dpo: five }), []);
  const offences = providerSpreadOffences({ dpo: [...five, 'f.ts'], yoco: five });
  t.equal(offences.length, 1);
  t.match(offences[0], /^dpo is named in 6 files outside its folders \(at most 5\): a\.ts, .*f\.ts$/);
});

t.test('what counts as naming a provider, and as its own place', async (t) => {
  t.ok(namesProvider('const id = row.paypalSubscriptionId;', 'paypal'));
  t.ok(namesProvider("import x from './dpo/dpo-gateway.ts';", 'dpo'));
  t.ok(namesProvider('DPO_COMPANY_TOKEN', 'dpo'));
  t.notOk(namesProvider('const endpoint = 1;', 'dpo'), 'inside another word');
  t.notOk(namesProvider(codeOf('x.ts', '// PayPal only\nconst a = 1;\n'), 'paypal'), 'comments are not code');
  t.ok(ownPlace('packages/payments/src/providers/dpo/dpo-mobile-money.ts', 'dpo'));
  t.ok(ownPlace('apps/api/src/routes/admin/paypal-subscription-recheck.ts', 'paypal'));
  t.notOk(ownPlace('apps/api/src/routes/admin/admin-members.ts', 'paypal'));
});
