import path from 'node:path';

/** The repository's root folder: every path the harness starts from. */
export const repoRoot = path.resolve(import.meta.dirname, '..');

/** Where `npm start`, the tests and the benchmarks keep what they create on this machine (git ignores it). */
export const dataDir = path.join(repoRoot, '.data');

/** The built web app the api serves. */
export const webDist = path.join(repoRoot, 'apps/web/dist');
