import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FileMigrationProvider, Migrator } from 'kysely';
import { createDb } from '../src/index.ts';
import { migrationNames, migrationsFolder } from '../src/migrate.ts';
import { createTestDatabase } from '../src/testing.ts';

/**
 * A database of the test's own, empty, with a migrator over the real migrations folder, to migrate to the state just
 * before a migration (`before(name)`), write rows as they were, and run the migration on them.
 */
export async function migrationFixture(t: { teardown(fn: () => Promise<void>): void }) {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  t.teardown(async () => {
    await db.destroy();
    await database.release();
  });
  const migrator = new Migrator({ db, provider: new FileMigrationProvider({ fs, path, migrationFolder: migrationsFolder }) });
  const names = migrationNames();
  const before = (migration: string) => names[names.indexOf(migration) - 1]!;
  return { db, migrator, before };
}
