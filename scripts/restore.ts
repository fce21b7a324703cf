// npm run restore <file> [--force]: restores a backup made by `npm run backup` into npm start's database (DATABASE_URL
// when set), which must be empty; --force replaces what it holds. Stop npm start first when replacing.
import { existsSync } from 'node:fs';
import { fail, say } from '../harness/log.ts';
import { restoreDatabase } from './restore-database.ts';
import { withNpmStartDatabase } from './npm-start-database.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [file, ...extra] = args.filter((arg) => arg !== '--force');
if (!file || extra.length) fail('usage: npm run restore <backup file> [--force]');
if (!existsSync(file!)) fail(`${file} does not exist`);
try {
  const { rows, migrated } = await withNpmStartDatabase({ create: true }, (url) => restoreDatabase(file!, url, { force }));
  say(`restored ${rows} rows from ${file}${migrated.length ? `, then migrated: ${migrated.join(', ')}` : ''}`);
} catch (error) {
  fail(`restore failed: ${(error as Error).message}`);
}
