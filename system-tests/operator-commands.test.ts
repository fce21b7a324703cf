import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import t from 'tap';
import { createTestDatabase } from '@guidepass/db/testing';
import { createYocoClient } from '@guidepass/providers/yoco-client';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { repoRoot } from '../harness/paths.ts';

// Issue 30 item 6 (product.md §18): operator commands need only the settings they use. An empty variable counts as
// unset, so '' below takes away whatever the test's own environment holds.
const run = promisify(execFile);
const notGiven = { DATABASE_URL: '', JWT_SECRET: '', REDIS_URL: '', SMTP_URL: '' };

const command = (name: string, env: Record<string, string>) => run('npm', ['run', '--silent', name], { cwd: repoRoot, env: { ...process.env, ...env } });

t.test('npm run yoco:setup runs with the Yoco settings and APP_URL alone: no database, no JWT secret', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const apiBase = `${sandbox.url}/yoco/api`;
  const { stdout } = await command('yoco:setup', { ...notGiven, YOCO_SECRET_KEY: sandboxDefaults.yoco.secretKey, YOCO_API_BASE: apiBase, APP_URL: 'https://guidepass.example' });
  t.match(stdout, /^YOCO_WEBHOOK_SECRET=whsec_/m, 'the secret is printed');
  const webhooks = await createYocoClient({ apiBase, secretKey: sandboxDefaults.yoco.secretKey }).listWebhooks();
  t.match(webhooks, [{ url: 'https://guidepass.example/webhooks/yoco' }]);
  const missing = await command('yoco:setup', { ...notGiven, YOCO_SECRET_KEY: '', APP_URL: 'https://guidepass.example' }).then(
    () => '',
    (failure: { stderr: string }) => failure.stderr,
  );
  t.match(missing, /Yoco is not configured \(YOCO_SECRET_KEY\)/, 'without Yoco it says what is missing, and only that');
});

t.test('npm run paypal:setup runs with the PayPal settings and the database its plans are kept in: no JWT secret', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const database = await createTestDatabase('guidepass_system');
  t.teardown(() => database.release());
  const { stdout } = await command('paypal:setup', {
    ...notGiven,
    DATABASE_URL: database.url,
    PAYPAL_CLIENT_ID: sandboxDefaults.paypal.clientId,
    PAYPAL_CLIENT_SECRET: sandboxDefaults.paypal.clientSecret,
    PAYPAL_API_BASE: `${sandbox.url}/paypal`,
  });
  t.match(stdout, /^local first-cycle: P-/m, 'the plans are made and printed');
  t.match(stdout, /^global weekly: P-/m);
});
