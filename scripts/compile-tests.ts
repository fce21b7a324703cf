// `npm test` runs the tap suite on JavaScript compiled once, not on TypeScript through a module loader in each of its
// ~170 test processes: loading an api test's ~2,400 modules through loader hooks cost about as much CPU as the test
// itself. The compiled tree is a mirror under compiled-tests/ (git ignores it): our `.ts` files as `.js` at the same
// places, every other file in those folders linked, the workspaces' manifests with `.js` exports and linked under
// compiled-tests/node_modules so `@guidepass/...` resolves inside the mirror. Processes the tests start (the api or
// worker as their own process, fixtures) still run the TypeScript with tsx, from the repository itself.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileTypeScript, typeScriptFiles, withJavaScriptExports } from './compile/typescript-to-javascript.ts';
import { repoRoot } from '../harness/paths.ts';

export const compiledTestsDir = path.join(repoRoot, 'compiled-tests');

const packages = readdirSync(path.join(repoRoot, 'packages')).map((name) => `packages/${name}`);
/** The workspaces tap runs, and what they import. */
const workspaces = [...packages, 'apps/api', 'apps/worker', 'apps/sandbox', 'system-tests'];
const folders = [...workspaces, 'harness', 'migrations', 'scripts'];

/** Files that are not TypeScript (a snapshot, fixtures), linked at the same place so a test finds them beside itself. */
function linkOtherFiles(folder: string) {
  for (const entry of readdirSync(path.join(repoRoot, folder), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.endsWith('.ts') || entry.name === 'package.json' || entry.name.startsWith('.')) continue;
    const relative = path.relative(repoRoot, path.join(entry.parentPath, entry.name));
    if (relative.split(path.sep).includes('node_modules')) continue;
    const target = path.join(compiledTestsDir, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(path.join(repoRoot, relative), target);
  }
}

function linkWorkspace(workspace: string) {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as { name: string; exports?: unknown };
  if (manifest.exports) manifest.exports = withJavaScriptExports(manifest.exports);
  writeFileSync(path.join(compiledTestsDir, workspace, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const link = path.join(compiledTestsDir, 'node_modules', manifest.name);
  mkdirSync(path.dirname(link), { recursive: true });
  symlinkSync(path.join(compiledTestsDir, workspace), link);
  const ownModules = path.join(repoRoot, workspace, 'node_modules');
  if (existsSync(ownModules)) symlinkSync(ownModules, path.join(compiledTestsDir, workspace, 'node_modules'));
}

export async function compileTests() {
  rmSync(compiledTestsDir, { recursive: true, force: true });
  const entryPoints = folders.flatMap((folder) => typeScriptFiles(repoRoot, folder, { tests: true }));
  await compileTypeScript({ root: repoRoot, entryPoints, outdir: compiledTestsDir, sourcemap: 'linked' });
  folders.forEach(linkOtherFiles);
  workspaces.forEach(linkWorkspace);
  return entryPoints.length;
}

if (import.meta.filename === process.argv[1]) {
  const started = Date.now();
  const count = await compileTests();
  console.log(`compiled ${count} files into compiled-tests/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
