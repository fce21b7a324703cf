import t from 'tap';
import { BoundedCache } from '../src/bounded-cache.ts';

const later = Date.now() + 60_000;

t.test('beyond its size the least recently used entry is evicted', async (t) => {
  const cache = new BoundedCache<number>(2);
  cache.set('a', 1, later);
  cache.set('b', 2, later);
  t.equal(cache.get('a'), 1, 'reading a makes b the least recently used');
  cache.set('c', 3, later);
  t.equal(cache.size, 2);
  t.equal(cache.get('b'), undefined, 'b evicted');
  t.equal(cache.get('a'), 1);
  t.equal(cache.get('c'), 3);
});

t.test('an entry past its expiry is not served and is dropped', async (t) => {
  const cache = new BoundedCache<number>(10);
  const now = Date.now();
  cache.set('a', 1, now + 100);
  t.equal(cache.get('a', now + 99), 1);
  t.equal(cache.get('a', now + 100), undefined);
  t.equal(cache.size, 0);
});

t.test('deleteWhere drops exactly the matching entries', async (t) => {
  const cache = new BoundedCache<{ userId: string }>(10);
  cache.set('f1', { userId: 'u1' }, later);
  cache.set('f2', { userId: 'u2' }, later);
  cache.set('f3', { userId: 'u1' }, later);
  cache.deleteWhere((v) => v.userId === 'u1');
  t.same([cache.get('f1'), cache.get('f2'), cache.get('f3')], [undefined, { userId: 'u2' }, undefined]);
});
