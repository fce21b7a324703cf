import path from 'node:path';
import { eachLine, spawnTracked, stopTracked } from '../../harness/child-processes.ts';
import { repoRoot } from '../../harness/paths.ts';

const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';

export interface LighthouseFigures {
  performanceScore: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  lighthouseVersion: string;
}

/** One Lighthouse run (its CLI, performance only, mobile) in Debian's Chromium; its own process group. */
export async function runLighthouse(url: string, timeoutMs: number): Promise<LighthouseFigures> {
  const args = [
    cli,
    url,
    '--chrome-path=/usr/bin/chromium',
    `--chrome-flags=${chromeFlags}`,
    '--only-categories=performance',
    '--form-factor=mobile',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  const child = spawnTracked(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], ownGroup: true });
  let json = '';
  child.stdout!.on('data', (chunk: Buffer) => (json += chunk.toString()));
  eachLine(child.stderr!, (line) => process.stderr.write(`  lighthouse | ${line}\n`));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopTracked(child, 2000);
      reject(new Error(`lighthouse still running after ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('error', reject);
    child.once('close', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
  const report = JSON.parse(json);
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const audit = (id: string) => {
    const value = report.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`lighthouse reported no ${id}`);
    return value;
  };
  return {
    performanceScore: Math.round(report.categories.performance.score * 100),
    firstContentfulPaintMs: audit('first-contentful-paint'),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    totalBlockingTimeMs: audit('total-blocking-time'),
    lighthouseVersion: report.lighthouseVersion,
  };
}
