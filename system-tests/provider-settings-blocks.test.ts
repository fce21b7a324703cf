import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { loadConfig } from '@guidepass/config';
import { repoRoot } from '../harness/paths.ts';
import { withoutGeneratedBlocks } from '../scripts/generated-blocks.ts';
import { providerSettingsBlocks, staleProviderSettingsFiles, writeProviderSettingsBlocks } from '../scripts/provider-settings-blocks.ts';
import { codeOf, namesProvider } from '../scripts/provider-spread.ts';

const files = ['docker-compose.yml', '.env.sandbox'];

function copyOfDeploymentFiles(t: { teardown(cleanUp: () => void): void }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'provider-blocks-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  for (const file of files) cpSync(path.join(repoRoot, file), path.join(dir, file));
  return dir;
}

t.test('docker-compose.yml and .env.sandbox carry every provider as its folders describe it', async (t) => {
  t.same(staleProviderSettingsFiles(repoRoot), []);
  const compose = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
  // every variable the configuration reads for a provider reaches the app's containers, live PayPal by default
  t.match(compose, /^ {4}PAYPAL_API_BASE: \$\{PAYPAL_API_BASE:-https:\/\/api-m\.paypal\.com\}$/m);
  t.match(compose, /^ {4}DPO_PAYMENT_MINUTES: \$\{DPO_PAYMENT_MINUTES:-15\}$/m);
  t.match(compose, /^ {4}YOCO_WEBHOOK_SECRET: \$\{YOCO_WEBHOOK_SECRET:-\}$/m);
  // the stand-ins' webhooks toward the app reach the sandbox container
  t.match(compose, /^ {6}SANDBOX_DPO_NOTIFICATION_URL: \$\{SANDBOX_DPO_NOTIFICATION_URL:-\}$/m);
  const sandbox = readFileSync(path.join(repoRoot, '.env.sandbox'), 'utf8');
  t.match(sandbox, /^DPO_PAYMENT_URL=http:\/\/localhost:\$\{SANDBOX_PORT\}\/dpo\/payv2\.php$/m, 'hosted pages at the address browsers reach');
  t.match(sandbox, /^DPO_API_BASE=http:\/\/sandbox:4010\/dpo$/m, 'API calls inside the compose network');
  t.match(sandbox, /^SANDBOX_DPO_NOTIFICATION_URL=http:\/\/api:3000\/webhooks\/dpo$/m);
  t.match(sandbox, /^SANDBOX_PAYPAL_WEBHOOK_URL=http:\/\/api:3000\/webhooks\/paypal$/m);
});

t.test('the sandbox settings are ones the configuration accepts', async (t) => {
  const block = providerSettingsBlocks().find((block) => block.file === '.env.sandbox')!;
  const env = Object.fromEntries(block.lines.map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]));
  const config = loadConfig({ DATABASE_URL: 'postgres://root@127.0.0.1/db', JWT_SECRET: 'x'.repeat(32), ...env });
  t.ok(config.paypal && config.yoco && config.dpo, 'every provider configured');
});

t.test('a block edited by hand is stale until write:provider-settings writes it again', async (t) => {
  const dir = copyOfDeploymentFiles(t);
  const composeFile = path.join(dir, 'docker-compose.yml');
  const original = readFileSync(composeFile, 'utf8');
  writeFileSync(composeFile, original.replace(/^ {4}DPO_PAYMENT_MINUTES:.*\n/m, ''));
  t.same(staleProviderSettingsFiles(dir), ['docker-compose.yml']);
  t.same(writeProviderSettingsBlocks(dir), ['docker-compose.yml']);
  t.equal(readFileSync(composeFile, 'utf8'), original);
  t.same(staleProviderSettingsFiles(dir), []);
});

t.test('a file whose markers are gone is refused, not silently left stale', async (t) => {
  const dir = copyOfDeploymentFiles(t);
  const envFile = path.join(dir, '.env.sandbox');
  writeFileSync(envFile, readFileSync(envFile, 'utf8').replace(/^# end of generated: payment providers$/m, ''));
  t.throws(() => staleProviderSettingsFiles(dir), /\.env\.sandbox: no generated block "payment providers"/);
});

t.test('the provider count reads what is written by hand, not the generated blocks', async (t) => {
  const compose = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
  t.ok(namesProvider(compose, 'dpo'), 'the file as a whole names DPO');
  t.notOk(namesProvider(codeOf('docker-compose.yml', compose), 'dpo'), 'only inside its generated block');
  const handWritten = compose.replace('    GUIDE_URL:', '    DPO_EXTRA: ${DPO_EXTRA:-}\n    GUIDE_URL:');
  t.ok(namesProvider(codeOf('docker-compose.yml', handWritten), 'dpo'), 'a line written by hand outside it counts');
  t.equal(withoutGeneratedBlocks('a\n# generated: x (npm run write:provider-settings writes this block; do not edit)\nDPO=1\n# end of generated: x\nb\n'), 'a\n\nb\n');
});
