// `npm start` on a fresh clone: install dependencies when they are missing, then hand over to start.ts.
// Plain JavaScript because nothing (not even tsx) is installed yet when it runs.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'node_modules', '.package-lock.json')) || !existsSync(path.join(root, 'node_modules', 'tsx'))) {
  console.log('[guidepass] installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts')], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches both processes (same process group); start.ts does the stopping, this one waits for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
