import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, webDist } from './paths.ts';

/** Builds apps/web into apps/web/dist (the API serves it). */
export function buildWeb(): void {
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@guidepass/web', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
}

/** True when apps/web/dist holds a build. */
export const webIsBuilt = (): boolean => existsSync(path.join(webDist, 'index.html'));
