import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's root folder: every path the harness starts from. Found by its package-lock.json rather than as
 * this file's parent, so the compiled copy of the tests (compiled-tests/, see scripts/compile-tests.ts) finds the same.
 */
export const repoRoot = (() => {
  for (let folder = import.meta.dirname; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package-lock.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package-lock.json above ${import.meta.dirname}`);
  }
})();

/** Where `npm start`, the tests and the benchmarks keep what they create on this machine (git ignores it). */
export const dataDir = path.join(repoRoot, '.data');

/** The built web app the api serves. */
export const webDist = path.join(repoRoot, 'apps/web/dist');
