import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { repoRoot } from '../harness/paths.ts';

const root = repoRoot;
const doc = readFileSync(path.join(root, 'docs/security.md'), 'utf8');

// Rows of the "Requirements met" table: | id | requirement | how | shown by |
const rows = doc
  .split('\n')
  .filter((line) => /^\| \d+\.\d+\.\d+/.test(line) && line.split('|').length >= 6)
  .map((line) => {
    const cells = line.split('|').map((c) => c.trim());
    return { id: cells[1]!, shownBy: cells[4]! };
  });

t.test('docs/security.md maps at least 20 requirements to tests', async (t) => {
  t.ok(rows.length >= 20, `${rows.length} requirements mapped`);
});

t.test('every test docs/security.md cites exists, under the name it cites', async (t) => {
  let citations = 0;
  for (const row of rows) {
    const cited = [...row.shownBy.matchAll(/`([\w./-]+\.(?:test|spec)\.tsx?)`\s*›\s*"([^"]+)"/g)];
    t.ok(cited.length > 0 || /same test/.test(row.shownBy), `${row.id} names a test`);
    for (const [, file, name] of cited) {
      citations++;
      const full = path.join(root, file!);
      if (!existsSync(full)) {
        t.fail(`${row.id}: ${file} does not exist`);
        continue;
      }
      // Test names may be split across lines, quoted differently, or build a count in from a constant (`${runs}`):
      // compare without quotes and spaces, letting a number in the document stand for a placeholder in the source.
      const squash = (s: string) => s.replace(/[\s'"`\\]/g, '');
      const pattern = squash(name!)
        .replace(/[.*+?^${}()|[\]]/g, '\\$&')
        .replace(/\d+/g, '(?:\\d+|\\$\\{\\w+\\})');
      t.match(squash(readFileSync(full, 'utf8')), new RegExp(pattern), `${row.id}: "${name}" is a test in ${file}`);
    }
  }
  t.comment(`${citations} citations checked`);
});
