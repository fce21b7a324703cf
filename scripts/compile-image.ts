// The Dockerfile's compile step: every TypeScript file the image runs becomes a JavaScript file at the same place
// under OUT (scripts/compile/typescript-to-javascript.ts: folders kept, so @fastify/autoload still finds
// apps/api/src/routes by folder; relative `.ts` imports rewritten to `.js`); each workspace's package.json goes under
// MANIFESTS (same folders) with its exports pointing at the `.js` files, so the image installs dependencies from the
// manifests before the code is copied.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileTypeScript, typeScriptFiles, withJavaScriptExports } from './compile/typescript-to-javascript.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.argv[2] ?? path.join(root, 'dist-image'));
const manifests = path.resolve(process.argv[3] ?? path.join(out, 'manifests'));

const packages = readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`);
/** What the image runs: the three apps, the packages they import, the migrations and the migrate command. */
const sourceFolders = ['apps/api/src', 'apps/worker/src', 'apps/sandbox/src', 'migrations', ...packages.map((folder) => `${folder}/src`)];
const singleFiles = ['scripts/migrate.ts', 'harness/log.ts', 'harness/migrate-database.ts'];
const workspaces = ['apps/api', 'apps/worker', 'apps/sandbox', ...packages];

const entryPoints = [...sourceFolders.flatMap((folder) => typeScriptFiles(root, folder, { tests: false })), ...singleFiles];
await compileTypeScript({ root, entryPoints, outdir: out });

for (const workspace of workspaces) {
  const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as { exports?: unknown };
  if (manifest.exports) manifest.exports = withJavaScriptExports(manifest.exports);
  mkdirSync(path.join(manifests, workspace), { recursive: true });
  writeFileSync(path.join(manifests, workspace, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
console.log(`compiled ${entryPoints.length} files into ${path.relative(root, out) || out}`);
