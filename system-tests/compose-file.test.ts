import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { dockerComposeConfig, hasDockerCompose, parsedComposeConfig, type ComposeResult } from './compose-config.ts';
import { repoRoot } from '../harness/paths.ts';

const root = repoRoot;
const secret = { JWT_SECRET: 'x'.repeat(40) };

// docker-compose is optional (README): the YAML check always runs, docker-compose's own check too where installed.
const checkers: Array<[string, (env: Record<string, string>, profiles?: string[]) => ComposeResult]> = [
  ['parsed YAML', parsedComposeConfig],
  ...(hasDockerCompose() ? [['docker-compose v1', dockerComposeConfig] as [string, typeof dockerComposeConfig]] : []),
];

for (const [checker, config] of checkers) {
  t.test(`docker-compose.yml validates offline (${checker}, no Docker engine needed)`, async (t) => {
    const valid = config(secret);
    t.ok(valid.ok, valid.error);
    t.same(config(secret, ['sandbox']).services.sort(), ['api', 'migrate', 'postgres', 'redis', 'sandbox', 'worker']);
    const withoutSecret = config({ JWT_SECRET: '' });
    t.notOk(withoutSecret.ok, 'a missing JWT_SECRET stops the deployment');
    t.match(withoutSecret.error, /JWT_SECRET/);
  });

  t.test(`redis keeps every key (noeviction, AOF) and the api waits for the migration (${checker})`, async (t) => {
    const { text } = config(secret);
    t.match(text, /--maxmemory-policy\s*\n?\s*- noeviction|noeviction/);
    t.match(text, /appendonly/);
    t.match(text, /condition: service_completed_successfully/);
  });
}

t.test('the YAML check refuses what docker-compose refuses: unknown dependencies, services without an image', async (t) => {
  const broken = 'services:\n  api:\n    image: x\n    depends_on:\n      db:\n        condition: service_healthy\n  worker:\n    command: ["node"]\n';
  const result = parsedComposeConfig(secret, [], broken);
  t.notOk(result.ok);
  t.match(result.error, /api: depends on unknown service db/);
  t.match(result.error, /worker: neither image nor build/);
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
