import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase } from '@guidepass/db/testing';
import type { Cleanup } from './cleanup.ts';

/** A fresh, migrated product database (from the tests' template), dropped at cleanup. */
export async function freshProductDatabase(cleanup: Cleanup): Promise<string> {
  const database = await createTestDatabase('guidepass_bench');
  cleanup.add('drop the product database', () => database.drop());
  return database.url;
}

async function onAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database on the same server (for pgbench), dropped at cleanup. */
export async function scratchDatabase(adminUrl: string, cleanup: Cleanup): Promise<{ name: string; url: string }> {
  const name = `guidepass_bench_scratch_${randomBytes(5).toString('hex')}`;
  await onAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  cleanup.add(`drop database ${name}`, () => onAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** The server's version line, for the results file. */
export function serverVersion(adminUrl: string): Promise<string> {
  return onAdmin(adminUrl, async (client) => String((await client.query('show server_version')).rows[0]?.server_version ?? 'unknown'));
}
