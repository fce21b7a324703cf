import { sql, type Kysely } from 'kysely';

/**
 * The salesperson name key as packages/domain/src/salesperson-name.ts (salespersonNameKey) makes it, repeated here
 * because a migration imports nothing of the application and must keep meaning what it meant when it landed: NFKC,
 * format characters (\p{Cf}) removed, white space trimmed and collapsed, upper-then-lower case in JavaScript
 * (never SQL's lower()), final sigma ς as σ, NFKC again.
 */
function nameKey(fullName: string): string {
  const visible = fullName.normalize('NFKC').replace(/\p{Cf}/gu, '');
  const tidy = visible.trim().replace(/\s+/g, ' ');
  return tidy.toUpperCase().toLowerCase().replace(/ς/g, 'σ').normalize('NFKC');
}

// Salespersons whose old keys differed but whose names are one name now: the oldest keeps the key (new sign-ups
// with that name join it), the others keep their rows, sales and referral codes under a key of their own, and each
// such pair is recorded for the administrators to merge or leave (GET /admin/salesperson-key-collisions).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('salesperson_key_collisions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('salesperson_id', 'uuid', (c) => c.notNull().references('salespersons.id').onDelete('cascade'))
    .addColumn('kept_salesperson_id', 'uuid', (c) => c.notNull().references('salespersons.id').onDelete('cascade'))
    .addColumn('detected_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  const rows = await db.selectFrom('salespersons').select(['id', 'full_name']).orderBy('created_at').orderBy('id').execute();
  const kept = new Map<string, string>();
  const keys: Array<{ id: string; key: string }> = [];
  const collisions: Array<{ name_key: string; salesperson_id: string; kept_salesperson_id: string }> = [];
  for (const row of rows as Array<{ id: string; full_name: string }>) {
    const key = nameKey(row.full_name);
    const owner = kept.get(key);
    if (!owner) {
      kept.set(key, row.id);
      keys.push({ id: row.id, key });
    } else {
      keys.push({ id: row.id, key: `${key}#${row.id}` });
      collisions.push({ name_key: key, salesperson_id: row.id, kept_salesperson_id: owner });
    }
  }
  // Through unique placeholders first, so no new key meets an old one still in place.
  await sql`update salespersons set name_key = 'rekey:' || id`.execute(db);
  for (const { id, key } of keys) await db.updateTable('salespersons').set({ name_key: key }).where('id', '=', id).execute();
  if (collisions.length > 0) await db.insertInto('salesperson_key_collisions').values(collisions).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('salesperson_key_collisions').execute();
}
