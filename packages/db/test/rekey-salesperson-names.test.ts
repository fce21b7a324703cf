import t from 'tap';
import { salespersonNameKey } from '../../domain/src/salesperson-name.ts';
import { migrationFixture } from './migration-fixture.ts';

// The key as it was before: zero-width characters kept, lower-cased with the final sigma kept.
const oldKey = (name: string) => name.trim().replace(/\s+/g, ' ').normalize('NFKC').toLocaleLowerCase('en');

t.test('the re-keying migration joins names that are one name, keeps every row, and reports the collisions', async (t) => {
  const { db, migrator } = await migrationFixture(t);
  const down = await migrator.migrateTo('2026-11-23T20-20_add_session_rotation_times');
  t.error(down.error);

  const names = ['Ana Smith', 'Ana\u200B Smith', '\uFF21\uFF2E\uFF21\u2060 SMITH', 'ΟΔΥΣΣΕΑΣ', 'οδυσσεασ', 'Mpho Ke'];
  for (const [i, fullName] of names.entries()) {
    await db
      .insertInto('salespersons')
      .values({ name_key: oldKey(fullName), first_name: 'x', last_name: 'y', full_name: fullName, referral_code: `CODE${i}`, created_at: new Date(Date.UTC(2026, 0, 1 + i)) })
      .execute();
  }
  t.equal(new Set(names.map(oldKey)).size, 6, 'before: six keys for three people');

  const up = await migrator.migrateToLatest();
  t.error(up.error);
  const rows = await db.selectFrom('salespersons').select(['id', 'full_name', 'name_key', 'referral_code']).orderBy('created_at').execute();
  t.equal(rows.length, 6, 'no row lost');
  const byName = Object.fromEntries(rows.map((r) => [r.full_name, r]));
  for (const kept of ['Ana Smith', 'ΟΔΥΣΣΕΑΣ', 'Mpho Ke']) t.equal(byName[kept]!.name_key, salespersonNameKey(kept), `${kept}: the oldest keeps the key the app computes`);
  const collisions = await db.selectFrom('salesperson_key_collisions').select(['name_key', 'salesperson_id', 'kept_salesperson_id']).execute();
  t.same(
    collisions.map((c) => [c.name_key, rows.find((r) => r.id === c.salesperson_id)!.full_name, rows.find((r) => r.id === c.kept_salesperson_id)!.full_name]).sort(),
    [
      ['ana smith', 'Ana\u200B Smith', 'Ana Smith'],
      ['ana smith', '\uFF21\uFF2E\uFF21\u2060 SMITH', 'Ana Smith'],
      ['οδυσσεασ', 'οδυσσεασ', 'ΟΔΥΣΣΕΑΣ'],
    ].sort(),
  );
});
