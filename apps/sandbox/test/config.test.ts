import t from 'tap';
import { readSandboxConfig } from '../src/config.ts';

t.test('defaults apply when nothing is set', async (t) => {
  t.same(readSandboxConfig({}), {
    host: '127.0.0.1',
    port: 4010,
    smtpPort: 2525,
    httpsPort: 4011,
    publicUrl: undefined,
    google: { clientId: 'guidepass-google', clientSecret: 'sandbox-google-secret', appName: 'GuidePass', redirectUris: [] },
    facebook: { clientId: 'guidepass-facebook', clientSecret: 'sandbox-facebook-secret', appName: 'GuidePass', redirectUris: [] },
  });
});

t.test('variables override the defaults', async (t) => {
  const config = readSandboxConfig({
    SANDBOX_HOST: '0.0.0.0',
    SANDBOX_PORT: '0',
    SANDBOX_SMTP_PORT: '1025',
    SANDBOX_HTTPS_PORT: '8443',
    SANDBOX_PUBLIC_URL: 'https://sandbox.example.test/',
    SANDBOX_GOOGLE_CLIENT_ID: 'g-id',
    SANDBOX_GOOGLE_CLIENT_SECRET: 'g-secret',
    SANDBOX_FACEBOOK_CLIENT_ID: 'f-id',
    SANDBOX_FACEBOOK_CLIENT_SECRET: 'f-secret',
    SANDBOX_GOOGLE_REDIRECT_URIS: 'http://127.0.0.1:3000/auth/google/callback, https://app.example.test/auth/google/callback',
    SANDBOX_FACEBOOK_REDIRECT_URIS: 'http://127.0.0.1:3000/auth/facebook/callback',
  });
  t.match(config, {
    host: '0.0.0.0',
    port: 0,
    smtpPort: 1025,
    httpsPort: 8443,
    publicUrl: 'https://sandbox.example.test',
    google: { clientId: 'g-id', clientSecret: 'g-secret', redirectUris: ['http://127.0.0.1:3000/auth/google/callback', 'https://app.example.test/auth/google/callback'] },
    facebook: { clientId: 'f-id', clientSecret: 'f-secret', redirectUris: ['http://127.0.0.1:3000/auth/facebook/callback'] },
  });
});

t.test('invalid values fail naming the variable', async (t) => {
  t.throws(() => readSandboxConfig({ SANDBOX_PORT: 'abc' }), { message: /SANDBOX_PORT/ });
  t.throws(() => readSandboxConfig({ SANDBOX_PORT: '65536' }), { message: /SANDBOX_PORT/ });
  t.throws(() => readSandboxConfig({ SANDBOX_SMTP_PORT: '25.5' }), { message: /SANDBOX_SMTP_PORT/ });
  t.throws(() => readSandboxConfig({ SANDBOX_SMTP_PORT: '-1' }), { message: /SANDBOX_SMTP_PORT/ });
  t.throws(() => readSandboxConfig({ SANDBOX_HTTPS_PORT: 'https' }), { message: /SANDBOX_HTTPS_PORT/ });
  t.throws(() => readSandboxConfig({ SANDBOX_PUBLIC_URL: 'not a url' }), { message: /SANDBOX_PUBLIC_URL/ });
  t.throws(() => readSandboxConfig({ SANDBOX_PUBLIC_URL: 'ftp://example.test' }), { message: /SANDBOX_PUBLIC_URL/ });
  t.throws(() => readSandboxConfig({ SANDBOX_GOOGLE_REDIRECT_URIS: '/auth/google/callback' }), { message: /SANDBOX_GOOGLE_REDIRECT_URIS/ });
  t.throws(() => readSandboxConfig({ SANDBOX_FACEBOOK_REDIRECT_URIS: 'http://a.test/cb#x' }), { message: /SANDBOX_FACEBOOK_REDIRECT_URIS/ });
});
