import t from 'tap';
import { loadConfig } from '@guidepass/config';
import { buildApp } from '../../src/app.ts';
import { testSecret } from '../helper.ts';

// The provider flows are registered before the database and Redis, so a refused start leaves nothing open.
const configWith = (env: Record<string, string>) =>
  loadConfig({ DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused', JWT_SECRET: testSecret, APP_URL: 'http://app.test', LOG_LEVEL: 'silent', ...env });

t.test('a Google issuer that does not answer fails the start, not the first sign-in', async (t) => {
  const config = configWith({ GOOGLE_CLIENT_ID: 'guidepass-google', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:1/google' });
  await t.rejects(buildApp(config, { webRoot: '/nonexistent', logger: false }), /discovery/i);
});
