import { createDb } from '@guidepass/db';
import { migrateToLatest } from '@guidepass/db/migrate';
import { fail, say } from './lib/log.ts';

/** Migrates DATABASE_URL to the latest schema: `npm run migrate` (and the compose file's migrate service). */
export async function migrate(url: string): Promise<void> {
  const db = createDb(url, { max: 1 });
  try {
    const applied = await migrateToLatest(db);
    say(applied.length ? `migrated: ${applied.join(', ')}` : 'database schema is up to date');
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) fail('DATABASE_URL is not set');
  await migrate(url!).catch((error: Error) => fail(error.message));
}
