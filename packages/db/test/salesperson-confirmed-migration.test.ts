import t from 'tap';
import { sql } from 'kysely';
import { migrationFixture } from './migration-fixture.ts';

const migrationName = '2026-11-27T00-30_add_salesperson_confirmed_at';

t.test('the confirmed_at backfill: admin-made, claimed and acted-on records are salespeople; names typed into being are to review', async (t) => {
  const fixture = await migrationFixture(t);
  const { db, migrator } = fixture;
  const before = fixture.before(migrationName);
  t.error((await migrator.migrateTo(before)).error);

  let n = 0;
  const record = async (fullName: string, createdAt: string) => {
    n += 1;
    const [first, last] = fullName.split(' ');
    const [row] = (await sql<{ id: string }>`insert into salespersons (name_key, first_name, last_name, full_name, referral_code, created_at)
      values (${fullName.toLowerCase()}, ${first}, ${last}, ${fullName}, ${`CODE${n}X`}, ${createdAt}) returning id`.execute(db)).rows;
    return row!.id;
  };
  const member = async (salespersonId: string | null, createdAt: string, source = 'signup-form', chosenAt: string | null = null) => {
    n += 1;
    const [row] = (await sql<{ id: string }>`insert into users (email, created_at, salesperson_first_name, salesperson_last_name, salesperson_full_name, salesperson_id, referral_source, salesperson_chosen_at)
      values (${`m${n}@example.com`}, ${createdAt}, 'A', 'B', 'A B', ${salespersonId}, ${source}, ${chosenAt}) returning id`.execute(db)).rows;
    return row!.id;
  };

  const at = '2026-10-01T10:00:00Z';
  const later = '2026-10-05T10:00:00Z';
  // Admin-made: nobody was created with it (one member joined later by the name).
  const adminMade = await record('Lesedi Dube', at);
  await member(adminMade, later);
  const adminUnused = await record('Kabo Sebina', at);
  // Typed into being at a sign-up (same instant), and at a PUT /api/me/salesperson (chosen at that instant).
  const typed = await record('Mem Ber', at);
  await member(typed, at);
  await member(typed, later);
  const typedByPut = await record('Un Verified', at);
  await member(typedByPut, '2026-09-01T00:00:00Z', 'google', at);
  // Typed, then acted on: claimed, invited, paid out, merged into, its code given out.
  const claimed = await record('Neo Kgosi', at);
  const claimant = await member(claimed, at);
  await sql`update salespersons set user_id = ${claimant}, claimed_at = ${later} where id = ${claimed}`.execute(db);
  const invited = await record('Tumi Ray', at);
  await member(invited, at);
  await sql`insert into salesperson_invites (salesperson_id, email, token_hash, invited_by, expires_at) values (${invited}, 'tumi@example.com', 'hash', 'boss@example.com', ${later})`.execute(db);
  const paidOut = await record('Pula Moyo', at);
  await member(paidOut, at);
  await sql`insert into salesperson_payouts (salesperson_id, month, amount_thebe, reference, paid_on) values (${paidOut}, '2026-10', 100, 'x', '2026-10-31')`.execute(db);
  const mergedInto = await record('Sello Mere', at);
  await member(mergedInto, at);
  await sql`insert into salesperson_merges (merged_id, merged_first_name, merged_last_name, merged_full_name, merged_referral_code, into_id, users_moved, payments_moved, merged_by)
    values (gen_random_uuid(), 'S', 'M', 'S M', 'GONE22', ${mergedInto}, 1, 0, 'boss@example.com')`.execute(db);
  const codeUsed = await record('Dineo Phiri', at);
  await member(codeUsed, at);
  await member(codeUsed, later, 'referral-code');

  t.error((await migrator.migrateTo(migrationName)).error);
  const { rows } = await sql<{ id: string; confirmed_at: Date | null }>`select id, confirmed_at from salespersons`.execute(db);
  const standing = Object.fromEntries(rows.map((row) => [row.id, row.confirmed_at?.toISOString() ?? null]));
  t.same(
    {
      adminMade: standing[adminMade],
      adminUnused: standing[adminUnused],
      typed: standing[typed],
      typedByPut: standing[typedByPut],
      claimed: standing[claimed],
      invited: standing[invited],
      paidOut: standing[paidOut],
      mergedInto: standing[mergedInto],
      codeUsed: standing[codeUsed],
    },
    {
      adminMade: '2026-10-01T10:00:00.000Z',
      adminUnused: '2026-10-01T10:00:00.000Z',
      typed: null,
      typedByPut: null,
      claimed: '2026-10-05T10:00:00.000Z',
      invited: '2026-10-01T10:00:00.000Z',
      paidOut: '2026-10-01T10:00:00.000Z',
      mergedInto: '2026-10-01T10:00:00.000Z',
      codeUsed: '2026-10-01T10:00:00.000Z',
    },
  );

  t.error((await migrator.migrateTo(before)).error, 'down');
  const { rows: columns } = await sql`select 1 from information_schema.columns where table_name = 'salespersons' and column_name = 'confirmed_at'`.execute(db);
  t.same(columns, [], 'down drops the column');
});
