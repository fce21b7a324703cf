// The restore (npm run restore): rebuilds the schema the backup's database had by running the same migrations, loads
// the rows in one transaction, then migrates forward to this checkout's schema (a backup of an older release restores
// into a newer one).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FileMigrationProvider, Migrator } from 'kysely';
import pg from 'pg';
import { createDb } from '@guidepass/db';
import { migrateToLatest, migrationNames, migrationsFolder } from '@guidepass/db/migrate';
import { backupLines, type BackupHeader, type SequenceValue } from './backup-file.ts';
import { dataTables } from './backup-database.ts';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** A connection URL without its password, for messages. */
export const shownUrl = (url: string) => url.replace(/(\/\/[^:/@]*):[^@/]*@/, '$1:***@');

async function isEmpty(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query(`select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' limit 1`);
  return rows.length === 0;
}

/** Brings the empty database at `url` to exactly the backup's migrations, refusing a backup made by a newer release. */
async function migrateTo(url: string, migrations: string[]): Promise<void> {
  const known = new Set(migrationNames());
  const unknown = migrations.find((name) => !known.has(name));
  if (unknown) throw new Error(`the backup was made by a newer guidepass (migration ${unknown} is not in this checkout): restore it with that release`);
  if (!migrations.length) return;
  const db = createDb(url, { max: 1 });
  try {
    const migrator = new Migrator({ db, provider: new FileMigrationProvider({ fs, path, migrationFolder: migrationsFolder }) });
    const { error } = await migrator.migrateTo(migrations.at(-1)!);
    if (error) throw new Error(`migrating to the backup's schema failed: ${(error as Error).message ?? error}`, { cause: error });
  } finally {
    await db.destroy();
  }
}

/** Inserts one table's rows as the backup holds them (to_jsonb), generated columns left to the database. */
async function insertRows(client: pg.ClientBase, table: string, rows: unknown[]): Promise<void> {
  if (!rows.length) return;
  const { rows: columns } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [quoted(table)],
  );
  const list = columns.map((column) => quoted(column.name)).join(', ');
  await client.query(`insert into ${quoted(table)} (${list}) overriding system value select ${list} from jsonb_populate_recordset(null::${quoted(table)}, $1::jsonb)`, [
    JSON.stringify(rows),
  ]);
}

async function setSequences(client: pg.ClientBase, sequences: SequenceValue[]): Promise<void> {
  for (const sequence of sequences) {
    await client.query('select setval($1::regclass, $2::bigint, $3)', [sequence.name, sequence.lastValue ?? sequence.startValue, sequence.lastValue !== null]);
  }
}

/** Loads every row of the backup in one transaction, foreign keys and triggers off (rows come as one snapshot). */
async function loadRows(client: pg.ClientBase, lines: AsyncGenerator<unknown>): Promise<number> {
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    const tables = await dataTables(client);
    // migrations may seed rows (tiers, prices): the backup's rows replace them
    if (tables.length) await client.query(`truncate ${tables.map(quoted).join(', ')}`);
    let table: string | null = null;
    let batch: unknown[] = [];
    let count = 0;
    for await (const line of lines as AsyncGenerator<{ table?: string; row?: unknown; sequences?: SequenceValue[] }>) {
      if (line.row !== undefined) {
        if (table === null) throw new Error('the backup has a row before its table');
        batch.push(line.row);
        count++;
        if (batch.length >= 500) {
          await insertRows(client, table, batch);
          batch = [];
        }
        continue;
      }
      if (table !== null) await insertRows(client, table, batch);
      batch = [];
      if (line.table !== undefined) {
        if (!tables.includes(line.table)) throw new Error(`the backup has a table this schema lacks: ${line.table}`);
        table = line.table;
      } else if (line.sequences) {
        table = null;
        await setSequences(client, line.sequences);
      }
    }
    if (table !== null) await insertRows(client, table, batch);
    await client.query('commit');
    return count;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * Restores `file` into the database at `url`, which must be empty (no table) unless `force`, which first drops
 * everything in it. Answers the rows loaded and the migrations applied after them (a backup of an older release).
 */
export async function restoreDatabase(file: string, url: string, options: { force?: boolean } = {}): Promise<{ rows: number; migrated: string[] }> {
  const lines = backupLines(file);
  const header = (await lines.next()).value as BackupHeader;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (!(await isEmpty(client))) {
      if (!options.force) throw new Error(`the database at ${shownUrl(url)} is not empty: restore into a fresh one, or pass --force to replace what it holds`);
      await client.query('drop schema public cascade; create schema public');
    }
    await migrateTo(url, header.migrations);
    const rows = await loadRows(client, lines);
    const db = createDb(url, { max: 1 });
    try {
      return { rows, migrated: await migrateToLatest(db) };
    } finally {
      await db.destroy();
    }
  } finally {
    await lines.return(undefined);
    await client.end();
  }
}
