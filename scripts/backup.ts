// npm run backup [file]: backs up npm start's database (running or stopped; DATABASE_URL when set) into `file`, by
// default .data/backups/guidepass-<UTC time>.jsonl.gz. The compose stack's procedure (pg_dump) is in the README.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fail, say } from '../harness/log.ts';
import { dataDir } from '../harness/paths.ts';
import { backupDatabase } from './backup-database.ts';
import { withNpmStartDatabase } from './npm-start-database.ts';

const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
const file = path.resolve(process.argv[2] ?? path.join(dataDir, 'backups', `guidepass-${stamp}Z.jsonl.gz`));
if (existsSync(file)) fail(`${file} exists: name another file`);
mkdirSync(path.dirname(file), { recursive: true });
try {
  const { tables, rows } = await withNpmStartDatabase({ create: false }, (url) => backupDatabase(url, file));
  say(`backed up ${rows} rows of ${tables} tables to ${path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file)}`);
} catch (error) {
  fail(`backup failed: ${(error as Error).message}`);
}
