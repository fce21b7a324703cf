import { performance } from 'node:perf_hooks';
import t, { type Test } from 'tap';
import { sql } from 'kysely';
import { createDb } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import { listenerApplicationName } from '../src/change-listener.ts';
import { createLiveCache, type LiveCacheOptions, type LiveSession } from '../src/live-cache.ts';

interface Session extends LiveSession {
  email: string;
}

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A database with one member signed in, and a cache over it whose loads are counted. */
async function fixture(t: Test, options: Partial<LiveCacheOptions> = {}) {
  const database = await createTestDatabase('guidepass_live_cache');
  const db = createDb(database.url);
  const cache = createLiveCache<Session, { email: string }>({ connectionString: database.url, ...options });
  t.teardown(async () => {
    await cache.close();
    await db.destroy();
    await database.release();
  });
  const user = await db
    .insertInto('users')
    .values({ email: 'member@example.com', salesperson_first_name: 'Neo', salesperson_last_name: 'Kgosi', salesperson_full_name: 'Neo Kgosi', referral_source: 'signup-form' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const family = crypto.randomUUID();
  await db.insertInto('sessions').values({ user_id: user.id, token_hash: 'h1', family, expires_at: new Date(Date.now() + 86_400_000) }).execute();

  let loads = 0;
  /** the session as the api's query reads it: live, unrevoked, the member's */
  const loadSession = async (): Promise<Session | undefined> => {
    loads += 1;
    const row = await db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.email', 's.expires_at'])
      .where('s.family', '=', family)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row && { userId: row.id, email: row.email, liveUntil: row.expires_at };
  };
  const read = () => cache.liveSession(family, user.id, performance.now(), loadSession);
  const revoke = () => db.updateTable('sessions').set({ revoked_at: new Date() }).where('family', '=', family).execute();
  await until(() => cache.listening);
  return { db, cache, userId: user.id, family, read, revoke, loadSession, loads: () => loads };
}

t.test('a live session is read once, then served from memory', async (t) => {
  const { read, loads } = await fixture(t);
  t.equal((await read())?.email, 'member@example.com');
  t.equal((await read())?.email, 'member@example.com');
  t.equal(loads(), 1);
});

t.test('a revocation committed before the next read is seen by that read', async (t) => {
  const { read, revoke, loads } = await fixture(t);
  t.ok(await read());
  await revoke();
  t.equal(await read(), undefined, 'revoked at once, no waiting');
  t.equal(loads(), 2);
});

t.test('a change to the user drops the cached sessions and profile of that user', async (t) => {
  const { db, cache, userId, read, loads } = await fixture(t);
  const profile = async () => cache.profile(userId, performance.now(), async () => db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst());
  await read();
  t.equal((await profile())?.email, 'member@example.com');
  await db.updateTable('users').set({ email: 'renamed@example.com' }).where('id', '=', userId).execute();
  t.equal((await read())?.email, 'renamed@example.com');
  t.equal((await profile())?.email, 'renamed@example.com');
  t.equal(loads(), 2);
});

t.test('claiming a salesperson record, or giving it up, drops the cached profile of each account concerned', async (t) => {
  const { db, cache, userId } = await fixture(t);
  let profileLoads = 0;
  const claimed = async () =>
    cache.profile(userId, performance.now(), async () => {
      profileLoads += 1;
      const row = await db.selectFrom('salespersons').select('id').where('user_id', '=', userId).executeTakeFirst();
      return { email: row ? 'salesperson' : 'member' };
    });
  const record = await db
    .insertInto('salespersons')
    .values({ name_key: 'neo kgosi', first_name: 'Neo', last_name: 'Kgosi', full_name: 'Neo Kgosi', referral_code: 'NEOK01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  t.equal((await claimed())?.email, 'member');
  await db.updateTable('salespersons').set({ user_id: userId, claimed_at: new Date() }).where('id', '=', record.id).execute();
  t.equal((await claimed())?.email, 'salesperson', 'the claim is seen on the next read');
  await db.updateTable('salespersons').set({ last_updated: new Date() }).where('id', '=', record.id).execute();
  t.equal((await claimed())?.email, 'salesperson');
  t.equal(profileLoads, 2, 'an update that leaves the claim alone announces nothing');
  await db.updateTable('salespersons').set({ user_id: null }).where('id', '=', record.id).execute();
  t.equal((await claimed())?.email, 'member', 'giving the record up is seen too');
});

t.test('a read that began before a change does not store what it read', async (t) => {
  const { cache, family, userId, read, revoke, loads, loadSession } = await fixture(t);
  const stale = await cache.liveSession(family, userId, performance.now(), async () => {
    const session = await loadSession();
    await revoke();
    t.equal(await read(), undefined, 'a read after the revocation sees it (so its announcement has been handled)');
    return session;
  });
  t.ok(stale, 'the racing read answers what it read');
  t.equal(await read(), undefined, 'but stored nothing: the next read goes to the database');
  t.equal(loads(), 3);
});

t.test('listener down: every read goes to Postgres, so a revocation during the outage is refused', async (t) => {
  const { db, cache, read, revoke, loads } = await fixture(t, { retryMs: 60_000 });
  t.ok(await read());
  const killed = await sql<{ killed: boolean }>`
    select pg_terminate_backend(pid) as killed from pg_stat_activity
    where application_name = ${listenerApplicationName} and datname = current_database()`.execute(db);
  t.same(killed.rows, [{ killed: true }], 'the listening backend is terminated');
  await until(() => !cache.listening);
  await revoke();
  t.equal(await read(), undefined, 'refused, read from Postgres');
  t.equal(loads(), 2);
});

t.test('after reconnecting, everything learnt before is forgotten', async (t) => {
  const { db, cache, read, loads } = await fixture(t, { retryMs: 50 });
  await read();
  await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${listenerApplicationName} and datname = current_database()`.execute(db);
  await until(() => !cache.listening);
  t.ok(await read(), 'while down: read from Postgres');
  t.ok(await read());
  t.equal(loads(), 3, 'nothing stored while down');
  await until(() => cache.listening);
  await read();
  await read();
  t.equal(loads(), 4, 'read once after reconnecting, then from memory');
});

t.test('an entry is not served past its session expiry', async (t) => {
  const { db, family, read, loads } = await fixture(t);
  // expires_at moved into the past without any announcement (as if time had passed)
  await sql`alter table sessions disable trigger sessions_announce_update`.execute(db);
  await db.updateTable('sessions').set({ expires_at: new Date(Date.now() + 300) }).where('family', '=', family).execute();
  t.ok(await read());
  t.ok(await read());
  t.equal(loads(), 1);
  await new Promise((r) => setTimeout(r, 350));
  t.equal(await read(), undefined);
  t.equal(loads(), 2);
});
