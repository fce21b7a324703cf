import t from 'tap';
import { isCloseSalespersonName, salespersonNameKey, tidyName } from '../src/salesperson-name.ts';

t.test('spacing and case do not make another salesperson', async (t) => {
  const keys = ['Jane Doe', '  jane   DOE ', 'JANE\tdoe', 'jane\u00a0doe'].map(salespersonNameKey);
  t.same(new Set(keys), new Set(['jane doe']));
});

t.test('tidyName keeps the case but not the extra spaces', async (t) => {
  t.equal(tidyName('  Mpho   Ke  '), 'Mpho Ke');
});

t.test('zero-width, full-width and doubled spaces do not split one salesperson', async (t) => {
  const keys = ['Ana\u200B Smith', '\uFF21\uFF2E\uFF21 SMITH', 'ana  smith', '\uFEFFAna Smith\u200D', 'Ana\u00AD Smith', 'Ana\u3000Smith', 'Ana \u200BSmith'].map(salespersonNameKey);
  t.same(new Set(keys), new Set(['ana smith']));
});

t.test('Greek final sigma: one key however the name is typed, whatever Postgres would do', async (t) => {
  const keys = ['ΟΔΥΣΣΕΑΣ', 'Οδυσσεας', 'οδυσσεασ', 'ΟΔΥΣΣΕΑΣ '].map(salespersonNameKey);
  t.same(new Set(keys), new Set(['οδυσσεασ']));
  t.equal(salespersonNameKey('STRASSE'), salespersonNameKey('Straße'), 'ß folds to ss');
});

t.test('close misses: a typo or two by length, or the words swapped; never the same key, never a different name', async (t) => {
  const close = (typed: string, existing: string) => isCloseSalespersonName(salespersonNameKey(typed), salespersonNameKey(existing));
  t.ok(close('Neo Kgossi', 'Neo Kgosi'), 'one extra letter');
  t.ok(close('Nao Kgosy', 'Neo Kgosi'), 'two letters in a long name');
  t.ok(close('Kgosi Neo', 'Neo Kgosi'), 'words swapped');
  t.ok(close('Lesedi Dub', 'Lesedi Dube'));
  t.notOk(close('NEO kgosi', 'Neo Kgosi'), 'the same key attaches, it is not a miss');
  t.notOk(close('Al Lee', 'Bo Lee'), 'two edits in a short name make another person');
  t.ok(close('Al Lea', 'Al Lee'), 'one edit in a short name is still offered');
  t.notOk(close('Boitumelo Ramotswe', 'Neo Kgosi'));
  t.notOk(close('Ann Li', 'Anne Lim'), 'two edits are too many below eight characters');
});
