import t from 'tap';
import { createExpiringStore } from '../src/oauth/expiring-store.ts';

t.test('values expire after their lifetime', async (t) => {
  let now = 1_000_000;
  const store = createExpiringStore<string>({ ttlSeconds: 60, now: () => now });
  const key = store.issue('grant');
  now += 59_999;
  t.equal(store.find(key), 'grant');
  now += 1;
  t.equal(store.find(key), undefined);
});

t.test('take returns a value once', async (t) => {
  const store = createExpiringStore<string>({ ttlSeconds: 60 });
  const key = store.issue('code');
  t.equal(store.take(key), 'code');
  t.equal(store.take(key), undefined);
});

t.test('issued keys are random and URL-safe', async (t) => {
  const store = createExpiringStore<number>({ ttlSeconds: 60 });
  const keys = new Set([1, 2, 3].map((value) => store.issue(value)));
  t.equal(keys.size, 3);
  for (const key of keys) t.match(key, /^[A-Za-z0-9_-]{43}$/);
});
