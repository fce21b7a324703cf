import t from 'tap';
import { parseMemberChange } from '../src/member-changes.ts';

t.test('payloads name a user or a family; anything else reads as everything', async (t) => {
  t.same(parseMemberChange('user:5b1c'), { kind: 'user', key: '5b1c' });
  t.same(parseMemberChange('family:9f2e'), { kind: 'family', key: '9f2e' });
  for (const payload of ['all', '', 'user:', ':x', 'session:1', 'user']) t.same(parseMemberChange(payload), { kind: 'all' }, payload);
});
