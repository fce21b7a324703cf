import { spawn } from 'node:child_process';
import path from 'node:path';
import { fail, say } from '../harness/log.ts';
import { dataDir, repoRoot } from '../harness/paths.ts';
import { defaultPorts } from '../harness/ports.ts';
import { findPostgres, type PostgresHandle } from '../harness/postgres.ts';
import { findRedis, type RedisHandle } from '../harness/redis.ts';

const typecheckProjects = ['.', 'packages/config', 'packages/db', 'packages/domain', 'packages/jobs', 'packages/live-cache', 'packages/payments', 'packages/providers', 'apps/api', 'apps/worker', 'apps/sandbox', 'apps/web', 'harness', 'system-tests', 'fault-tests', 'e2e', 'bench'];

interface Step {
  name: string;
  command: string[];
  /** reads passed/failed test counts from the step's output, when it runs tests */
  count?: (output: string) => { passed: number; failed: number };
}

const lastMatch = (output: string, pattern: RegExp) => [...output.matchAll(pattern)].at(-1);

const steps: Step[] = [
  { name: 'dependency tree (one React)', command: ['npm', 'ls', 'react', 'react-dom', '--silent'] },
  { name: 'structure (import cycles, file length)', command: ['node', '--import', 'tsx', 'scripts/check-structure.ts'] },
  // Two compilers at a time (the machine's cores); xargs fails the step when any project fails.
  { name: 'typecheck', command: ['sh', '-c', `printf '%s\\n' ${typecheckProjects.join(' ')} | xargs -P 2 -I{} npx --no-install tsc -p {}`] },
  {
    name: 'tap (packages, api, worker, sandbox, system, faults)',
    command: ['npx', '--no-install', 'tap'],
    count: (output) => {
      const m = lastMatch(output, /# \{ total: (\d+), pass: (\d+)(?:, fail: (\d+))?/g);
      return { passed: Number(m?.[2] ?? 0), failed: Number(m?.[3] ?? 0) };
    },
  },
  {
    name: 'vitest (web)',
    command: ['npm', 'test', '--workspace', '@guidepass/web', '--silent'],
    count: (output) => {
      const line = lastMatch(output.replace(/\x1b\[[0-9;]*m/g, ''), /Tests\s+(.*)\(\d+\)/g)?.[1] ?? '';
      return { passed: Number(/(\d+) passed/.exec(line)?.[1] ?? 0), failed: Number(/(\d+) failed/.exec(line)?.[1] ?? 0) };
    },
  },
  { name: 'web build', command: ['npm', 'run', 'build', '--workspace', '@guidepass/web', '--silent'] },
  { name: 'bundle budget', command: ['node', '--import', 'tsx', 'scripts/check-bundle-size.ts'] },
  {
    name: 'playwright journeys (Chromium)',
    command: ['npx', '--no-install', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    count: (output) => ({
      passed: Number(lastMatch(output, /^\s+(\d+) passed/gm)?.[1] ?? 0),
      failed: Number(lastMatch(output, /^\s+(\d+) failed/gm)?.[1] ?? 0),
    }),
  },
];

function run(step: Step, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.command[0]!, step.command.slice(1), { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      output += chunk.toString();
      to.write(chunk);
    };
    child.stdout.on('data', (c: Buffer) => keep(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => keep(c, process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

let postgres: PostgresHandle;
try {
  postgres = await findPostgres({
    url: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
    tryLocal: true,
    embedded: { dir: path.join(dataDir, 'test-postgres'), port: defaultPorts.embeddedPostgres.test },
  });
} catch (error) {
  fail((error as Error).message);
}
let redis: RedisHandle;
try {
  redis = await findRedis(process.env.REDIS_URL, path.join(dataDir, 'test-redis'));
} catch (error) {
  await postgres!.stop();
  fail((error as Error).message);
}
const env = { ...process.env, TEST_DATABASE_URL: postgres!.adminUrl, REDIS_URL: redis!.url, FORCE_COLOR: '0' };
say(`PostgreSQL ${new URL(postgres!.adminUrl).host}, Redis ${new URL(redis!.url).host}`);

const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0 };
const failedSteps: string[] = [];
const started = Date.now();
for (const step of steps.filter((s) => only.length === 0 || only.some((o) => s.name.includes(o)))) {
  say(`── ${step.name}`);
  const stepStarted = Date.now();
  const { code, output } = await run(step, env);
  const counted = step.count?.(output);
  if (counted) {
    totals.passed += counted.passed;
    totals.failed += counted.failed;
  }
  say(`── ${step.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
  if (code !== 0) failedSteps.push(step.name);
}
await redis!.stop();
await postgres!.stop();

say(`finished in ${((Date.now() - started) / 1000).toFixed(1)} s${failedSteps.length ? `; failed steps: ${failedSteps.join(', ')}` : ''}`);
if (failedSteps.length && totals.failed === 0) totals.failed = failedSteps.length;
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(failedSteps.length ? 1 : 0);
