import { createDb } from '@guidepass/db';
import { migrateToLatest } from '@guidepass/db/migrate';
import { say } from './log.ts';

/** Migrates the database at `url` to the latest schema, saying what it applied. */
export async function migrate(url: string): Promise<void> {
  const db = createDb(url, { max: 1 });
  try {
    const applied = await migrateToLatest(db);
    say(applied.length ? `migrated: ${applied.join(', ')}` : 'database schema is up to date');
  } finally {
    await db.destroy();
  }
}
