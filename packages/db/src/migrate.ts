import { promises as fs, readdirSync } from 'node:fs';
import path from 'node:path';
import { FileMigrationProvider, Migrator, type Kysely } from 'kysely';

/** The repository's migrations folder. */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../../migrations');

/** The migration files, oldest first: `.ts` in the repository, `.js` when compiled (the image, the compiled tests). */
export function migrationFiles(folder: string = migrationsFolder): string[] {
  return readdirSync(folder).filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts')).sort();
}

/** The migrations' names as Kysely records them: their file names without the extension. */
export const migrationNames = (folder: string = migrationsFolder): string[] => migrationFiles(folder).map((file) => file.replace(/\.(ts|js)$/, ''));

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>, folder: string = migrationsFolder): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FileMigrationProvider({ fs, path, migrationFolder: folder }) });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${(error as Error).message ?? error}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
