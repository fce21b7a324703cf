import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import t, { type Test } from 'tap';
import { freePort } from '../../../harness/ports.ts';
import { repoRoot } from '../../../harness/paths.ts';
import { findRedis } from '../../../harness/redis.ts';
import { OwnedRedis } from '../src/owned-redis.ts';

// the TypeScript itself, run by tsx, also when this test runs compiled (scripts/compile-tests.ts)
const fixture = path.join(repoRoot, 'packages/jobs/test/fixtures/hold-redis-copy.ts');
// Far above the few milliseconds an idle process takes to exit, far below "never".
const exitWithinMs = 5_000;

/** A redis-server of the test's own, on a free port, that the test can stop. */
async function ownRedisServer(t: Test) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gp-owned-redis-'));
  const server = await findRedis(`redis://127.0.0.1:${await freePort()}`, dir);
  t.teardown(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return server;
}

/**
 * Runs the fixture: it connects and copies its connection; Redis is then stopped, and once the copy is retrying the
 * fixture closes. Resolves whether the process then ended by itself.
 */
async function exitsAfterRedisGoes(t: Test, mode: 'owned' | 'plain'): Promise<boolean> {
  const server = await ownRedisServer(t);
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, server.url, mode], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  t.teardown(() => {
    child.kill('SIGKILL');
    return exited;
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  t.equal((await lines.next()).value, 'ready');
  await server.stop();
  child.stdin!.end('redis is gone\n');
  t.equal((await lines.next()).value, 'closed');
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([exited.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), exitWithinMs)))]);
  clearTimeout(timer);
  return outcome;
}

t.test('Redis gone: closeAll() also drops the copies, so the process can end', async (t) => {
  t.equal(await exitsAfterRedisGoes(t, 'owned'), true, 'the process ends by itself');
});

t.test('the problem it solves: a copy of a plain connection keeps retrying, and the process never ends', async (t) => {
  t.equal(await exitsAfterRedisGoes(t, 'plain'), false, 'still running');
});

t.test('Redis up: copies work, and closeAll() closes the connection, its copies and any copy made later', async (t) => {
  const server = await ownRedisServer(t);
  const owned = new OwnedRedis(server.url);
  const copy = owned.duplicate();
  await copy.set('owned-redis-test', 'kept');
  t.equal(await owned.get('owned-redis-test'), 'kept');
  owned.closeAll();
  const late = owned.duplicate();
  late.on('error', () => {});
  await new Promise((r) => setTimeout(r, 300));
  t.same([owned.status, copy.status, late.status], ['end', 'end', 'end']);
  await t.rejects(copy.get('owned-redis-test'), 'a command after closeAll() is refused');
});
