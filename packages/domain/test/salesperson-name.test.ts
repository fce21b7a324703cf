import t from 'tap';
import { salespersonNameKey, tidyName } from '../src/salesperson-name.ts';

t.test('spacing and case do not make another salesperson', async (t) => {
  const keys = ['Jane Doe', '  jane   DOE ', 'JANE\tdoe', 'jane\u00a0doe'].map(salespersonNameKey);
  t.same(new Set(keys), new Set(['jane doe']));
});

t.test('tidyName keeps the case but not the extra spaces', async (t) => {
  t.equal(tidyName('  Mpho   Ke  '), 'Mpho Ke');
});
