import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { loadConfig, ConfigError } from '../src/index.ts';
import { repoRoot } from '../../../harness/paths.ts';

const minimal = { DATABASE_URL: 'postgres://root@127.0.0.1/db', JWT_SECRET: 'x'.repeat(32) };

t.test('defaults make a minimal environment valid', async (t) => {
  const config = loadConfig(minimal);
  t.equal(config.http.port, 3000);
  t.equal(config.redisUrl, 'redis://127.0.0.1:6379');
  t.equal(config.mail.smtpUrl, 'smtp://127.0.0.1:2525');
  t.equal(config.google, null);
  t.equal(config.facebook, null);
  t.equal(config.commissionRate, 0.1);
});

t.test('numbers are converted from strings', async (t) => {
  const config = loadConfig({ ...minimal, PORT: '8080', COMMISSION_RATE: '0.25', RATE_LIMIT_AUTH_PER_IP: '5' });
  t.equal(config.http.port, 8080);
  t.equal(config.commissionRate, 0.25);
  t.equal(config.rateLimit.authPerIp, 5);
});

t.test('a wrong value stops with a message naming the variable', async (t) => {
  t.throws(() => loadConfig({ ...minimal, PORT: 'eighty' }), { name: 'ConfigError', message: /PORT/ });
  t.throws(() => loadConfig({ ...minimal, JWT_SECRET: 'short' }), { message: /JWT_SECRET/ });
  t.throws(() => loadConfig({ ...minimal, COMMISSION_RATE: '2' }), { message: /COMMISSION_RATE/ });
  t.throws(() => loadConfig({ JWT_SECRET: 'x'.repeat(32) }), { message: /DATABASE_URL/ });
  t.throws(() => loadConfig({ ...minimal, YOCO_SECRET_KEY: 'pk_test_1' }), { message: /YOCO_SECRET_KEY/ });
});

t.test('a provider needs both its id and its secret', async (t) => {
  t.throws(() => loadConfig({ ...minimal, GOOGLE_CLIENT_ID: 'id' }), ConfigError);
  const config = loadConfig({ ...minimal, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'http://127.0.0.1:4010/google/' });
  t.same(config.google, { clientId: 'id', clientSecret: 's', issuer: 'http://127.0.0.1:4010/google' });
});

t.test('admin e-mails are a lower-cased list', async (t) => {
  t.same(loadConfig({ ...minimal, ADMIN_EMAILS: ' A@x.bw, b@y.bw ,' }).adminEmails, ['a@x.bw', 'b@y.bw']);
});

t.test('support contact: optional, checked, and null when unset', async (t) => {
  t.same(loadConfig(minimal).support, { email: null, whatsapp: null });
  t.same(loadConfig({ ...minimal, SUPPORT_EMAIL: 'help@guidepass.bw', SUPPORT_WHATSAPP: '+26771234567' }).support, {
    email: 'help@guidepass.bw',
    whatsapp: '+26771234567',
  });
  t.throws(() => loadConfig({ ...minimal, SUPPORT_EMAIL: 'not an address' }), { name: 'ConfigError', message: /SUPPORT_EMAIL/ });
  t.throws(() => loadConfig({ ...minimal, SUPPORT_WHATSAPP: '071 234' }), { name: 'ConfigError', message: /SUPPORT_WHATSAPP/ });
});

t.test('.env.example and the providers\' examples list every variable the configuration reads, and nothing else', async (t) => {
  const { envVariableNames } = await import('../src/index.ts');
  const providers = path.join(repoRoot, 'packages/config/src/providers');
  const providerExamples = readdirSync(providers, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => readFileSync(path.join(providers, entry.name, `${entry.name}.env.example`), 'utf8'));
  const example = [readFileSync(path.join(repoRoot, '.env.example'), 'utf8'), ...providerExamples].join('\n');
  const listed = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
  t.same([...listed].sort(), [...envVariableNames].sort());
});

t.test('TRUST_PROXY: off by default, a hop count, or addresses', async (t) => {
  t.equal(loadConfig(minimal).trustProxy, false);
  t.equal(loadConfig({ ...minimal, TRUST_PROXY: '1' }).trustProxy, 1);
  t.equal(loadConfig({ ...minimal, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy, '10.0.0.0/8,127.0.0.1');
  t.throws(() => loadConfig({ ...minimal, TRUST_PROXY: 'everyone' }), { message: /TRUST_PROXY/ });
});

t.test('retention periods: documented defaults, at least a day, and events kept no shorter than their payloads', async (t) => {
  t.same(loadConfig(minimal).retention, { sessionDays: 30, emailTokenDays: 30, webhookPayloadDays: 180, webhookEventDays: 400 });
  t.throws(() => loadConfig({ ...minimal, EMAIL_TOKEN_RETENTION_DAYS: '0' }), { message: /EMAIL_TOKEN_RETENTION_DAYS/ });
  t.throws(() => loadConfig({ ...minimal, WEBHOOK_PAYLOAD_RETENTION_DAYS: '90', WEBHOOK_EVENT_RETENTION_DAYS: '60' }), { name: 'ConfigError', message: /WEBHOOK_EVENT_RETENTION_DAYS/ });
  t.equal(loadConfig({ ...minimal, WEBHOOK_PAYLOAD_RETENTION_DAYS: '90', WEBHOOK_EVENT_RETENTION_DAYS: '90' }).retention.webhookEventDays, 90);
});

t.test('membership notices: a sweep every 60 s and a 48-hour reminder by default; positive numbers within bounds only', async (t) => {
  t.same(loadConfig(minimal).lifecycle, { sweepSeconds: 60, reminderHours: 48 });
  t.same(loadConfig({ ...minimal, LIFECYCLE_SWEEP_SECONDS: '5', RENEWAL_REMINDER_HOURS: '400' }).lifecycle, { sweepSeconds: 5, reminderHours: 400 });
  for (const bad of ['0', '-1', 'soon', '86401']) {
    t.throws(() => loadConfig({ ...minimal, LIFECYCLE_SWEEP_SECONDS: bad }), { name: 'ConfigError', message: /LIFECYCLE_SWEEP_SECONDS/ }, bad);
  }
  for (const bad of ['0', 'two days', '8761']) {
    t.throws(() => loadConfig({ ...minimal, RENEWAL_REMINDER_HOURS: bad }), { name: 'ConfigError', message: /RENEWAL_REMINDER_HOURS/ }, bad);
  }
});

t.test('password hashing runs one per core unless told, and its queue limit is configurable', async (t) => {
  t.same(loadConfig(minimal).passwordHashing, { concurrency: availableParallelism(), queueLimit: 64 });
  t.same(loadConfig({ ...minimal, PASSWORD_HASH_CONCURRENCY: '3', PASSWORD_HASH_QUEUE: '0' }).passwordHashing, { concurrency: 3, queueLimit: 0 });
  t.throws(() => loadConfig({ ...minimal, PASSWORD_HASH_CONCURRENCY: '0' }), { name: 'ConfigError', message: /PASSWORD_HASH_CONCURRENCY/ });
});

t.test('Web Push: the VAPID trio is all or nothing, and the push services are a checked list of origins', async (t) => {
  const vapid = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43), VAPID_SUBJECT: 'mailto:ops@guidepass.bw' };
  t.equal(loadConfig(minimal).push.vapid, null);
  t.same(loadConfig({ ...minimal, ...vapid }).push.vapid, { publicKey: vapid.VAPID_PUBLIC_KEY, privateKey: vapid.VAPID_PRIVATE_KEY, subject: vapid.VAPID_SUBJECT });
  t.throws(() => loadConfig({ ...minimal, VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY }), { message: /VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set together/ });
  t.throws(() => loadConfig({ ...minimal, ...vapid, VAPID_PUBLIC_KEY: 'short' }), { message: /VAPID_PUBLIC_KEY/ });
  t.throws(() => loadConfig({ ...minimal, ...vapid, VAPID_SUBJECT: 'ops@guidepass.bw' }), { message: /VAPID_SUBJECT/ });
  t.ok(loadConfig(minimal).push.serviceOrigins.includes('https://fcm.googleapis.com'));
  t.same(loadConfig({ ...minimal, PUSH_SERVICE_ORIGINS: 'https://*.Push.example, http://127.0.0.1:4010' }).push.serviceOrigins, ['https://*.push.example', 'http://127.0.0.1:4010']);
  t.throws(() => loadConfig({ ...minimal, PUSH_SERVICE_ORIGINS: 'https://push.example/path' }), { message: /PUSH_SERVICE_ORIGINS/ });
});
