import t from 'tap';
import { crc32 } from '../src/crc32.ts';

t.test('crc32 matches the standard check value', async (t) => {
  t.equal(crc32(Buffer.from('123456789')), 3421780262);
  t.equal(crc32(Buffer.alloc(0)), 0);
});
