import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import t from 'tap';
import { repoRoot } from '../harness/paths.ts';

const root = repoRoot;
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } }>;
};
const readmeNode = /Node\.js (\d+\.\d+)\+/.exec(readFileSync(path.join(root, 'README.md'), 'utf8'))?.[1];

t.test('every locked package accepts the Node version the README names, so npm ci prints no EBADENGINE', async (t) => {
  t.ok(readmeNode, 'the README names a Node version');
  const lowest = `${readmeNode}.0`;
  const refusing = Object.entries(lock.packages)
    .filter(([, entry]) => entry.engines?.node && !semver.satisfies(lowest, entry.engines.node))
    .map(([name, entry]) => `${name}@${entry.version} wants node ${entry.engines!.node}`);
  t.same(refusing, []);
});

t.test('cookie and content-disposition are pinned through overrides to versions that declare Node 20', async (t) => {
  const overrides = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { overrides: Record<string, unknown> }).overrides;
  t.equal(overrides.cookie, lock.packages['node_modules/cookie']?.version);
  t.equal(overrides['content-disposition'], lock.packages['node_modules/content-disposition']?.version);
});
