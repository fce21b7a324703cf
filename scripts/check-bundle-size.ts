// The web app's first view must stay light on a phone: the JavaScript the built index.html loads before
// anything else (its scripts and modulepreload links; lazy chunks do not count), gzipped, stays under the
// budget. Run after the web build: node --import tsx scripts/check-bundle-size.ts
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../harness/paths.ts';

// product.md §19: at most 80 KB. React 19's client alone was 68 of them; the components run on Preact's compatibility
// layer (apps/web/build/react-is-preact.ts), which brought the first view from 92.6 to 32.4 KB.
const budgetKb = 80;
/** kB as Vite prints them (1000 bytes), so the two reports agree. */
const kb = (bytes: number) => bytes / 1000;

const dist = path.join(repoRoot, 'apps/web/dist');
const indexPath = path.join(dist, 'index.html');
if (!existsSync(indexPath)) {
  process.stderr.write(`${path.relative(repoRoot, indexPath)} is missing: build the web app first (npm run build -w @guidepass/web)\n`);
  process.exit(1);
}
const html = readFileSync(indexPath, 'utf8');

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);

/** Scripts with a src (module or classic; not data blocks such as JSON) and modulepreload links, in page order. */
function initialScripts(page: string): string[] {
  const found: string[] = [];
  for (const [tag] of page.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const type = attribute(tag, 'type')?.toLowerCase();
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const url = isScript ? attribute(tag, 'src') : attribute(tag, 'href');
    if (!url) continue;
    const isJs = isScript ? type === undefined || type === 'module' || type.includes('javascript') : rel.includes('modulepreload');
    if (isJs && !found.includes(url)) found.push(url);
  }
  return found;
}

function fileFor(url: string): string {
  if (/^[a-z]+:\/\//i.test(url)) throw new Error(`${url} is not part of the build; the budget only measures files in dist/`);
  return path.join(dist, url.replace(/^\.?\//, '').split(/[?#]/)[0]!);
}

const rows = initialScripts(html).map((url) => {
  const bytes = readFileSync(fileFor(url));
  return { url, raw: bytes.length, gzipped: gzipSync(bytes).length };
});
if (rows.length === 0) {
  process.stderr.write('index.html loads no script: nothing to measure, which is unexpected\n');
  process.exit(1);
}

for (const row of rows) process.stdout.write(`  ${row.url}: ${kb(row.raw).toFixed(1)} KB, ${kb(row.gzipped).toFixed(1)} KB gzipped\n`);
const total = kb(rows.reduce((sum, row) => sum + row.gzipped, 0));
process.stdout.write(`initial JS: ${total.toFixed(1)} KB gzipped (budget ${budgetKb} KB)\n`);
if (total > budgetKb) {
  process.stderr.write(`over budget by ${(total - budgetKb).toFixed(1)} KB\n`);
  process.exit(1);
}
