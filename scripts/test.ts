import { spawn } from 'node:child_process';
import path from 'node:path';
import { fail, say } from '../harness/log.ts';
import { dataDir, repoRoot } from '../harness/paths.ts';
import { defaultPorts } from '../harness/ports.ts';
import { currentTemplateName, dropLeftoverTestDatabases } from '@guidepass/db/testing';
import { findPostgres, type PostgresHandle } from '../harness/postgres.ts';
import { findRedis, type RedisHandle } from '../harness/redis.ts';

// Every Node project in one program (tsconfig.node.json), then the two with DOM types: each file is checked once per
// set of options instead of once per project that imports it.
const typecheckProjects = ['tsconfig.node.json', 'apps/web', 'e2e'];

interface Step {
  name: string;
  command: string[];
  /** settings this step's command needs on top of the run's */
  env?: Record<string, string>;
  /** reads passed/failed test counts from the step's output, when it runs tests */
  count?: (output: string) => { passed: number; failed: number };
}

const lastMatch = (output: string, pattern: RegExp) => [...output.matchAll(pattern)].at(-1);

const dependencyTree: Step = { name: 'dependency tree (one React)', command: ['npm', 'ls', 'react', 'react-dom', '--silent'] };
const structure: Step = { name: 'structure (import cycles, file length)', command: ['node', '--import', 'tsx', 'scripts/check-structure.ts'] };
// One compiler at a time: it runs beside tap (see `stages`).
const typecheck: Step = { name: 'typecheck', command: ['sh', '-c', typecheckProjects.map((p) => `npx --no-install tsc -p ${p}`).join(' && ')] };
// The tap suite runs on JavaScript compiled once (scripts/compile-tests.ts), with .taprc.compiled's settings.
// `tap build` first builds tap's test class for our plugin set (after `npm ci`), which tap would otherwise do in the run
// and still start that run's files with the plugins of before.
const compileTests: Step = {
  name: 'compile the tap suite',
  command: ['sh', '-c', 'node --import tsx scripts/compile-tests.ts && npx --no-install tap build'],
  env: { TAP_RCFILE: '.taprc.compiled' },
};
const tap: Step = {
  name: 'tap (packages, api, worker, sandbox, system)',
  command: ['npx', '--no-install', 'tap'],
  env: {
    TAP_RCFILE: '.taprc.compiled',
    // ahead of tap's own preloads in every test process (and the processes they start): see the file
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${path.join(repoRoot, 'harness/without-processinfo-hooks.mjs')}`].filter(Boolean).join(' '),
  },
  count: (output) => {
    const m = lastMatch(output, /# \{ total: (\d+), pass: (\d+)(?:, fail: (\d+))?/g);
    return { passed: Number(m?.[2] ?? 0), failed: Number(m?.[3] ?? 0) };
  },
};
const vitest: Step = {
  name: 'vitest (web)',
  command: ['npm', 'test', '--workspace', '@guidepass/web', '--silent'],
  count: (output) => {
    const line = lastMatch(output.replace(/\x1b\[[0-9;]*m/g, ''), /Tests\s+(.*)\(\d+\)/g)?.[1] ?? '';
    return { passed: Number(/(\d+) passed/.exec(line)?.[1] ?? 0), failed: Number(/(\d+) failed/.exec(line)?.[1] ?? 0) };
  },
};
const webBuild: Step = { name: 'web build', command: ['npm', 'run', 'build', '--workspace', '@guidepass/web', '--silent'] };
const bundleBudget: Step = { name: 'bundle budget', command: ['node', '--import', 'tsx', 'scripts/check-bundle-size.ts'] };
const playwright: Step = {
  name: 'playwright journeys (Chromium)',
  command: ['npx', '--no-install', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
  count: (output) => ({
    passed: Number(lastMatch(output, /^\s+(\d+) passed/gm)?.[1] ?? 0),
    failed: Number(lastMatch(output, /^\s+(\d+) failed/gm)?.[1] ?? 0),
  }),
};

/**
 * Stages run one after another; the lanes of a stage run side by side, each lane's steps in order. The tap files
 * spend much of their time waiting (on PostgreSQL, Redis, timers, the sandbox), so one lane of CPU work (one compiler,
 * then Vitest and the web build) fits beside tap's jobs on a 2-core machine. Nothing in that lane touches what
 * tap uses (its databases, Redis prefixes, ports) and no tap file reads apps/web/dist. Playwright needs the build and
 * both cores (Chromium and the product), so it runs alone.
 */
const stages: Step[][][] = [[[dependencyTree, structure], [compileTests]], [[tap], [typecheck, vitest, webBuild, bundleBudget]], [[playwright]]];

interface StageResult {
  outcomes: Outcome[];
  /** wall time */
  seconds: number;
  lanes: number;
}

interface Outcome {
  step: Step;
  code: number;
  seconds: number;
  counted?: { passed: number; failed: number };
  /** the lines that name what failed, kept to repeat at the end (a lane's output can be far above by then) */
  failures: string[];
}

// tap's "not ok", Vitest's FAIL and ×, Playwright's ✘, the compiler's "error TS"; in Playwright's output also the
// error, timeout and source line a journey stopped at (CI keeps only the end of the output). Elsewhere an "Error:"
// line is often a passing test's expected log.
const failureLine = /^\s*(not ok \d|FAIL\s|×|✘|\d+\) )|error TS\d+/;
const playwrightDetail = /^\s*(Error: |Test timeout of|> \d+ \|)/;
const failureLines = (output: string) => {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const isPlaywright = /^Running \d+ tests? using/m.test(plain);
  return plain
    .split('\n')
    .filter((line) => failureLine.test(line) || (isPlaywright && playwrightDetail.test(line)))
    .slice(0, 40);
};

/** Runs a step; its output goes to the terminal as it comes when `live`, else all at once when it ends (so lanes do not interleave). */
function run(step: Step, env: NodeJS.ProcessEnv, live: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.command[0]!, step.command.slice(1), { cwd: repoRoot, env: { ...env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      output += chunk.toString();
      if (live) to.write(chunk);
    };
    child.stdout.on('data', (c: Buffer) => keep(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => keep(c, process.stderr));
    child.on('close', (code) => {
      if (!live) process.stdout.write(output);
      resolve({ code: code ?? 1, output });
    });
  });
}

async function runLane(lane: Step[], env: NodeJS.ProcessEnv, live: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of lane) {
    say(`── ${step.name}${live ? '' : ' (beside the step above; its output comes when it ends)'}`);
    const started = Date.now();
    const { code, output } = await run(step, env, live);
    const seconds = (Date.now() - started) / 1000;
    say(`── ${step.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`);
    outcomes.push({ step, code, seconds, failures: code === 0 ? [] : failureLines(output), ...(step.count ? { counted: step.count(output) } : {}) });
  }
  return outcomes;
}

/** The summary at the end: each step's time and result, and each stage's wall time (its lanes overlap). */
function summary(stageResults: StageResult[]): string {
  const rows = stageResults.flatMap(({ outcomes, seconds, lanes }) => [
    ...outcomes.map(({ step, code, seconds: s, counted }) => [
      `  ${step.name}`,
      `${s.toFixed(1)} s`,
      code === 0 ? 'ok' : `FAILED (exit ${code})`,
      counted ? `${counted.passed} passed, ${counted.failed} failed` : '',
    ]),
    ...(lanes > 1 ? [[`  (the ${lanes} lanes above side by side: wall time)`, `${seconds.toFixed(1)} s`, '', '']] : []),
  ]);
  const widths = [0, 1].map((c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => `${r[0]!.padEnd(widths[0]!)}  ${r[1]!.padStart(widths[1]!)}  ${r[2]}${r[3] ? `  ${r[3]}` : ''}`.trimEnd()).join('\n') + '\n';
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

// Test files leave their databases behind (see createTestDatabase's release); they are dropped here, beside the
// steps that do not use them: leftovers of earlier runs first, this run's tap files' beside Playwright, the rest at the end.
const sweeps: Promise<unknown>[] = [];
const sweep = () => {
  const done = dropLeftoverTestDatabases(postgres!.adminUrl, currentTemplateName()).catch((error: Error) => say(`test databases not dropped: ${error.message}`));
  sweeps.push(done);
  return done;
};
await sweep();

const only = process.argv.slice(2);
const chosen = (step: Step) => only.length === 0 || only.some((o) => step.name.includes(o));
const started = Date.now();
const stageResults: StageResult[] = [];
for (const stage of stages) {
  const lanes = stage.map((lane) => lane.filter(chosen)).filter((lane) => lane.length > 0);
  if (!lanes.length) continue;
  const stageStarted = Date.now();
  const outcomes = (await Promise.all(lanes.map((lane, i) => runLane(lane, env, i === 0)))).flat();
  stageResults.push({ outcomes, seconds: (Date.now() - stageStarted) / 1000, lanes: lanes.length });
  sweep();
}
await Promise.all(sweeps);
await sweep();
await redis!.stop();
await postgres!.stop();

const outcomes = stageResults.flatMap((s) => s.outcomes);
const failedSteps = outcomes.filter((o) => o.code !== 0).map((o) => o.step.name);
const totals = { passed: 0, failed: 0 };
for (const { counted } of outcomes) {
  totals.passed += counted?.passed ?? 0;
  totals.failed += counted?.failed ?? 0;
}
say('step times');
process.stdout.write(summary(stageResults));
for (const { step, failures } of outcomes.filter((o) => o.failures.length)) {
  say(`what failed in ${step.name}`);
  process.stdout.write(failures.map((line) => `  ${line.trim()}`).join('\n') + '\n');
}
say(`finished in ${((Date.now() - started) / 1000).toFixed(1)} s${failedSteps.length ? `; failed steps: ${failedSteps.join(', ')}` : ''}`);
if (failedSteps.length && totals.failed === 0) totals.failed = failedSteps.length;
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(failedSteps.length ? 1 : 0);
