import t from 'tap';
import { deriveEmailToken, hashSecret } from '../src/email-token.ts';

t.test('a token id always derives the same token and a 6-digit code', async (t) => {
  const a = deriveEmailToken('s'.repeat(32), '7d1c0f5e-1111-4a2b-9c3d-000000000001');
  const b = deriveEmailToken('s'.repeat(32), '7d1c0f5e-1111-4a2b-9c3d-000000000001');
  t.same(a, b);
  t.match(a.code, /^\d{6}$/);
  t.ok(a.token.length >= 32);
});

t.test('another id or another secret derives other secrets', async (t) => {
  const base = deriveEmailToken('s'.repeat(32), 'id-1');
  t.not(deriveEmailToken('s'.repeat(32), 'id-2').token, base.token);
  t.not(deriveEmailToken('t'.repeat(32), 'id-1').token, base.token);
});

t.test('hashes are stable hex', async (t) => {
  t.equal(hashSecret('123456'), hashSecret('123456'));
  t.match(hashSecret('x'), /^[0-9a-f]{64}$/);
});
