import t from 'tap';
import { mailJobId, queueNames } from '../src/index.ts';

t.test('mail job ids are stable per token and valid BullMQ custom ids', async (t) => {
  const id = mailJobId({ kind: 'verify-email', tokenId: '0f1e2d3c-aaaa-4bbb-8ccc-123456789abc' });
  t.equal(id, mailJobId({ kind: 'verify-email', tokenId: '0f1e2d3c-aaaa-4bbb-8ccc-123456789abc' }));
  t.notMatch(id, /:/);
  t.not(id, mailJobId({ kind: 'password-reset', tokenId: '0f1e2d3c-aaaa-4bbb-8ccc-123456789abc' }));
});

t.test('queue names are distinct', async (t) => {
  const names = Object.values(queueNames);
  t.equal(new Set(names).size, names.length);
});
