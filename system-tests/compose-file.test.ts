import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';

const root = path.resolve(import.meta.dirname, '..');
const compose = (args: string[], env: Record<string, string> = {}) =>
  spawnSync('docker-compose', ['-f', 'docker-compose.yml', ...args], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });

t.test('docker-compose.yml validates offline with docker-compose v1 (no Docker engine needed)', async (t) => {
  const version = spawnSync('docker-compose', ['version', '--short'], { encoding: 'utf8' });
  t.equal(version.status, 0, 'docker-compose is installed (Debian: apt-get install docker-compose; .ci/run installs it)');
  const valid = compose(['config', '-q'], { JWT_SECRET: 'x'.repeat(40) });
  t.equal(valid.status, 0, valid.stderr);
  const services = compose(['--profile', 'sandbox', 'config', '--services'], { JWT_SECRET: 'x'.repeat(40) });
  t.same(services.stdout.trim().split('\n').sort(), ['api', 'migrate', 'postgres', 'redis', 'sandbox', 'worker']);
  const withoutSecret = compose(['config', '-q'], { JWT_SECRET: '' });
  t.not(withoutSecret.status, 0, 'a missing JWT_SECRET stops the deployment');
  t.match(withoutSecret.stderr, /JWT_SECRET/);
});

t.test('redis keeps every key (noeviction, AOF) and the api waits for the migration', async (t) => {
  const config = compose(['config'], { JWT_SECRET: 'x'.repeat(40) }).stdout;
  t.match(config, /--maxmemory-policy\s*\n?\s*- noeviction|noeviction/);
  t.match(config, /appendonly/);
  t.match(config, /condition: service_completed_successfully/);
});

t.test('the Dockerfile copies every workspace manifest, so npm ci in the image matches the lockfile', async (t) => {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const workspaces = ['apps', 'packages'].flatMap((dir) => readdirSync(path.join(root, dir)).map((name) => `${dir}/${name}`));
  for (const workspace of [...workspaces, 'e2e', 'system-tests']) {
    if (workspace.startsWith('packages/')) continue; // copied whole
    t.match(dockerfile, `COPY ${workspace}/package.json ${workspace}/`, workspace);
  }
  t.match(dockerfile, /^USER node$/m, 'runs as a non-root user');
});
