// The file `npm run backup` writes and `npm run restore` reads: gzip'd JSON lines. First a header (the migrations the
// database had, so a restore rebuilds exactly that schema before loading rows, then migrates forward), then for each
// table a `{"table"}` line followed by its rows, one `{"row"}` line each (PostgreSQL's to_jsonb of the row), and last
// the sequences. A logical format of our own rather than pg_dump's: no pg_dump of the embedded server's version
// (PostgreSQL 18) exists on these machines, and rows as JSON restore into any PostgreSQL the product supports.
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';

export const backupFormat = 'guidepass-backup';

export interface BackupHeader {
  format: typeof backupFormat;
  version: 1;
  createdAt: string;
  /** the server it came from (server_version), for the reader */
  postgres: string;
  /** the applied migrations, in order */
  migrations: string[];
}

export interface SequenceValue {
  name: string;
  startValue: string;
  /** null: never used */
  lastValue: string | null;
}

export type BackupLine = BackupHeader | { table: string } | { row: Record<string, unknown> } | { sequences: SequenceValue[] };

/** A gzip'd line writer that waits when the disk is slower than the database. */
export function backupWriter(file: string) {
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  return {
    async line(value: BackupLine | string) {
      if (!gzip.write(`${typeof value === 'string' ? value : JSON.stringify(value)}\n`)) await once(gzip, 'drain');
    },
    async close() {
      gzip.end();
      await once(out, 'close');
    },
  };
}

/** The lines of a backup file, the header checked first. */
export async function* backupLines(file: string): AsyncGenerator<BackupLine> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let first = true;
  for await (const text of lines) {
    if (text === '') continue;
    const value = JSON.parse(text) as BackupLine;
    if (first && (!('format' in value) || value.format !== backupFormat || value.version !== 1)) {
      throw new Error(`${file} is not a guidepass backup (npm run backup writes one)`);
    }
    first = false;
    yield value;
  }
  if (first) throw new Error(`${file} is empty`);
}
