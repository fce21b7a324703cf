import { spawnSync } from 'node:child_process';
import { repoRoot } from './stack.ts';

/** Builds apps/web into apps/web/dist (the API serves it). */
export function buildWeb(): void {
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@guidepass/web', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
}
