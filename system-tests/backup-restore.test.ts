import { promises as fs } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import t from 'tap';
import { FileMigrationProvider, Migrator } from 'kysely';
import { createDb } from '@guidepass/db';
import { migrationNames, migrationsFolder } from '@guidepass/db/migrate';
import { testAdminUrl, testDatabaseName } from '@guidepass/db/testing';
import { backupDatabase } from '../scripts/backup-database.ts';
import { restoreDatabase } from '../scripts/restore-database.ts';
import { startSystem } from './helper.ts';

/** An empty database (no schema at all), named so the test sweep drops it once this file has ended. */
async function emptyDatabase(): Promise<string> {
  const name = testDatabaseName('guidepass_restore');
  const admin = new pg.Client({ connectionString: testAdminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(testAdminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

const password = 'delta-safari-9';

t.test('npm run backup / restore: a member signs in on the restored database; a non-empty target is refused unless forced', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'guidepass-backup-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'guidepass.jsonl.gz');

  const source = await startSystem(t, { workers: false });
  const member = await source.member();
  const backup = await backupDatabase(source.config.databaseUrl, file);
  t.ok(backup.rows > 0 && backup.tables > 5, `backed up ${backup.rows} rows of ${backup.tables} tables`);

  const target = await emptyDatabase();
  const restored = await restoreDatabase(file, target);
  t.same(restored, { rows: backup.rows, migrated: [] }, 'every row, and no migration left to run');

  const system = await startSystem(t, { workers: false, databaseUrl: target });
  const login = await system.call('POST', '/auth/login', { email: member.email, password });
  t.equal(login.status, 200, 'the member signs in with their password on the restored database');
  const me = await system.call('GET', '/api/me', undefined, login.body.data.accessToken);
  t.equal(me.status, 200);
  t.match(me.body.data, { email: member.email, emailVerified: true }, 'still verified');
  const wrong = await system.call('POST', '/auth/login', { email: member.email, password: 'not-the-password' });
  t.equal(wrong.status, 401, 'a wrong password is still refused');

  await t.rejects(restoreDatabase(file, target), /is not empty: restore into a fresh one, or pass --force/, 'a database in use is not overwritten');
  t.equal((await system.call('POST', '/auth/login', { email: member.email, password })).status, 200, 'and still holds the member');
  const again = await restoreDatabase(file, target, { force: true });
  t.equal(again.rows, backup.rows, '--force replaces it with the backup');
});

t.test('a file that is not a backup, or a backup of a newer release, is refused before the database is touched', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'guidepass-backup-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const target = await emptyDatabase();
  const other = path.join(dir, 'other.jsonl.gz');
  await writeFile(other, gzipSync('{"hello":"world"}\n'));
  await t.rejects(restoreDatabase(other, target), /is not a guidepass backup/);
  const newer = path.join(dir, 'newer.jsonl.gz');
  const header = { format: 'guidepass-backup', version: 1, createdAt: new Date().toISOString(), postgres: '18.4', migrations: ['2099-01-01T00-00_from_the_future'] };
  await writeFile(newer, gzipSync(`${JSON.stringify(header)}\n{"sequences":[]}\n`));
  await t.rejects(restoreDatabase(newer, target), /made by a newer guidepass \(migration 2099-01-01T00-00_from_the_future/);
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  const { rows } = await client.query(`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'`);
  await client.end();
  t.equal(rows[0].n, 0, 'nothing was created');
});

t.test('a backup of an older release restores, then the newer migrations run on it', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'guidepass-backup-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const names = migrationNames();
  const older = await emptyDatabase();
  const db = createDb(older, { max: 1 });
  const { error } = await new Migrator({ db, provider: new FileMigrationProvider({ fs, path, migrationFolder: migrationsFolder }) }).migrateTo(names.at(-2)!);
  await db.destroy();
  t.error(error, 'the older release\'s schema');
  const file = path.join(dir, 'older.jsonl.gz');
  await backupDatabase(older, file);
  const restored = await restoreDatabase(file, await emptyDatabase());
  t.same(restored.migrated, [names.at(-1)], 'the migration the older release lacked ran after the rows were loaded');
});
