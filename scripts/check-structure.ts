// The structure check of `npm test` (issue 21): no import cycle in apps/*/src, packages/*/src or harness/, no hand-written
// source file (TypeScript or CSS) over 250 lines, and at most 5 passages of 6 or more lines written twice in that
// product code (jscpd: the same tokens, comments and layout aside; a passage under 50 tokens, such as a run of imports,
// is boilerplate and not counted); and a payment provider's name in no more files outside its own folders than provider-spread.ts allows
// (issue 34). Prints every offender and exits 1 when a limit is passed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleProviderSettingsFiles } from './provider-settings-blocks.ts';
import { maxFilesOutside, providerSpread, providerSpreadOffences } from './provider-spread.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const maxLines = 250;
const maxDuplicatedPassages = 5;

interface MadgeResult {
  circular(): string[][];
}
type Madge = (paths: string[], config: { baseDir: string; fileExtensions: string[]; tsConfig: object }) => Promise<MadgeResult>;
// madge ships no types: this is the part of its API used here.
const madge = createRequire(import.meta.url)('madge') as Madge;
// jscpd's CommonJS build: its ES build reaches @jscpd/finder's TypeScript sources, which do not load under tsx.
const { detectClones } = createRequire(import.meta.url)('jscpd') as typeof import('jscpd');

const sourceDirs = ['apps', 'packages'].flatMap((group) =>
  readdirSync(path.join(repoRoot, group))
    .map((name) => path.join(group, name, 'src'))
    .filter((dir) => existsSync(path.join(repoRoot, dir))),
);
// The product's starter (the harness) is checked for cycles too: its stand-ins and its plan once made one.
const cycleDirs = [...sourceDirs, 'harness'];

// TypeScript's own resolver with the workspace's settings: `.ts` specifiers and the packages' `exports`
// (through node_modules/@guidepass/*), so a cycle across two packages counts too.
const result = await madge(
  cycleDirs.map((dir) => path.join(repoRoot, dir)),
  {
    baseDir: repoRoot,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: { compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', allowImportingTsExtensions: true, jsx: 'react-jsx' } },
  },
);
const cycles = result.circular();

// Tracked and new (not ignored) files alike, so a file not yet committed is checked too. Tests (`test` in the
// path, Playwright's `.spec.` files), node_modules and the frozen migrations are not counted.
const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx', '*.css'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const handWritten = listed.filter(
  (file) => !file.includes('test') && !file.includes('.spec.') && !file.includes('node_modules') && !file.startsWith('migrations/') && existsSync(path.join(repoRoot, file)),
);
const long = handWritten
  .map((file) => {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    return { file, text, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
  })
  // A generated file says so in its first lines.
  .filter(({ text, lines }) => lines > maxLines && !/@generated|do not edit/i.test(text.split('\n').slice(0, 5).join('\n')))
  .sort((a, b) => b.lines - a.lines);

const clones = await detectClones({
  path: sourceDirs.map((dir) => path.join(repoRoot, dir)),
  format: ['typescript', 'tsx'],
  minLines: 6,
  minTokens: 50,
  ignore: ['**/test/**', '**/testing/**', '**/*.test.ts', '**/*.test.tsx', '**/node_modules/**', '**/dist/**'],
  reporters: [],
  silent: true,
});
const place = (d: { sourceId: string; start: { line: number }; end: { line: number } }) =>
  `${path.relative(repoRoot, d.sourceId)}:${d.start.line}-${d.end.line}`;

process.stdout.write(`import cycles in ${cycleDirs.join(', ')}: ${cycles.length}\n`);
for (const cycle of cycles) process.stdout.write(`  ${cycle.join(' > ')}\n`);
process.stdout.write(`hand-written source files over ${maxLines} lines (of ${handWritten.length}): ${long.length}\n`);
for (const { file, lines } of long) process.stdout.write(`  ${file}: ${lines}\n`);
process.stdout.write(`passages of 6+ lines written twice in that code (at most ${maxDuplicatedPassages}): ${clones.length}\n`);
for (const { duplicationA, duplicationB } of clones) process.stdout.write(`  ${place(duplicationA)} ~ ${place(duplicationB)}\n`);
const spread = providerSpread(repoRoot);
const offences = providerSpreadOffences(spread);
const figures = Object.entries(spread).map(([name, files]) => `${name} ${files.length}`);
process.stdout.write(`files naming a payment provider outside its folders (at most ${maxFilesOutside}): ${figures.join(', ')}\n`);
for (const offence of offences) process.stdout.write(`  ${offence}\n`);
const stale = staleProviderSettingsFiles(repoRoot);
process.stdout.write(`deployment files whose provider blocks differ from the providers' folders: ${stale.length}\n`);
for (const file of stale) process.stdout.write(`  ${file} (npm run write:provider-settings rewrites it)\n`);
process.exit(cycles.length || long.length || clones.length > maxDuplicatedPassages || offences.length || stale.length ? 1 : 0);
