import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import t, { type Test } from 'tap';
import { repoRoot } from '../harness/paths.ts';

// product.md §16: under NODE_ENV=production a missing SMTP_URL stops the api and the worker at boot, with one line
// naming it and exit code 1, before they connect to anything (here: a listener standing in for Postgres and Redis).
const root = repoRoot;

async function countingListener(t: Test): Promise<{ port: number; connections: () => number }> {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.address() as net.AddressInfo).port, connections: () => connections };
}

function boot(entry: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = setTimeout(() => child.kill('SIGKILL'), 10_000);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(deadline);
      resolve({ code, stderr, ms: Date.now() - started });
    });
  });
}

for (const [service, entry] of [
  ['api', 'apps/api/src/server.ts'],
  ['worker', 'apps/worker/src/index.ts'],
] as const) {
  t.test(`the ${service} stops at boot in production without SMTP_URL, naming it, before connecting`, async (t) => {
    const listener = await countingListener(t);
    const result = await boot(entry, {
      NODE_ENV: 'production',
      DATABASE_URL: `postgres://guidepass:pw@127.0.0.1:${listener.port}/guidepass`,
      REDIS_URL: `redis://127.0.0.1:${listener.port}`,
      JWT_SECRET: 'q7Vb2LkP0zXw9NcR4tHs8YmJ1uGe6DfA',
      APP_URL: 'https://guidepass.bw',
      MAIL_FROM: 'guidepass <no-reply@guidepass.bw>',
      PORT: '0',
    });
    t.equal(result.code, 1, 'exit code 1');
    t.ok(result.ms < 10_000, `ended within 10 s (${result.ms} ms)`);
    t.equal(result.stderr, `guidepass ${service}: SMTP_URL is required in production (unset, mail goes to the sandbox inbox at smtp://127.0.0.1:2525)\n`);
    t.equal(listener.connections(), 0, 'no connection to the database or Redis was made');
  });
}
