// The backup itself (npm run backup): every table's rows of one consistent snapshot, with the migrations that made
// their schema, into a file restore-database.ts reads.
import { renameSync, rmSync } from 'node:fs';
import pg from 'pg';
import { backupFormat, backupWriter, type SequenceValue } from './backup-file.ts';

/** kysely's bookkeeping: restored by running the migrations, never copied. */
export const migrationTables = ['kysely_migration', 'kysely_migration_lock'];

/** The tables of the public schema that hold rows (partitions included, their parents not), by name. */
export async function dataTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  return rows.map((row) => row.name).filter((name) => !migrationTables.includes(name));
}

async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows: exists } = await client.query(`select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relname = 'kysely_migration'`);
  if (!exists.length) return [];
  const { rows } = await client.query<{ name: string }>('select name from kysely_migration order by name');
  return rows.map((row) => row.name);
}

async function sequences(client: pg.ClientBase): Promise<SequenceValue[]> {
  const { rows } = await client.query<{ name: string; start_value: string; last_value: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, start_value::text, last_value::text from pg_sequences where schemaname = 'public'`,
  );
  return rows.map((row) => ({ name: row.name, startValue: row.start_value, lastValue: row.last_value }));
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Backs up the database at `url` into `file` (written beside it first and renamed when complete, so a failed backup
 * leaves no file that looks whole). Reads one snapshot, so rows that refer to each other stay consistent while the
 * product keeps running.
 */
export async function backupDatabase(url: string, file: string): Promise<{ tables: number; rows: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const partial = `${file}.partial`;
  const writer = backupWriter(partial);
  let rows = 0;
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows: server } = await client.query<{ server_version: string }>('show server_version');
    await writer.line({ format: backupFormat, version: 1, createdAt: new Date().toISOString(), postgres: server[0]!.server_version, migrations: await appliedMigrations(client) });
    const tables = await dataTables(client);
    for (const table of tables) {
      await writer.line({ table });
      await client.query(`declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${quoted(table)} t`);
      for (;;) {
        const batch = await client.query<{ row: string }>('fetch 1000 from backup_rows');
        for (const { row } of batch.rows) await writer.line(`{"row":${row}}`);
        rows += batch.rows.length;
        if (batch.rows.length < 1000) break;
      }
      await client.query('close backup_rows');
    }
    await writer.line({ sequences: await sequences(client) });
    await client.query('commit');
    await writer.close();
    renameSync(partial, file);
    return { tables: tables.length, rows };
  } catch (error) {
    await writer.close().catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}
