import t from 'tap';
import { isProduction, loadConfig, productionProblems } from '../src/index.ts';

// A production environment that passes every rule; each test spoils one setting.
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://guidepass:pw@postgres:5432/guidepass',
  JWT_SECRET: 'q7Vb2LkP0zXw9NcR4tHs8YmJ1uGe6DfA',
  APP_URL: 'https://guidepass.bw',
  SMTP_URL: 'smtps://mailer:pw@smtp.mailprovider.com:465',
  MAIL_FROM: 'guidepass <no-reply@guidepass.bw>',
};
const paypal = { PAYPAL_CLIENT_ID: 'live-id', PAYPAL_CLIENT_SECRET: 'live-secret', PAYPAL_WEBHOOK_ID: 'WH-1', PAYPAL_API_BASE: 'https://api-m.paypal.com' };
const yoco = { YOCO_SECRET_KEY: 'sk_live_abc', YOCO_WEBHOOK_SECRET: 'whsec_abc' };

const problemsOf = (env: Record<string, string>) => productionProblems(loadConfig(env), env);

t.test('a complete production environment, with every provider live, has no problem', async (t) => {
  t.same(problemsOf(production), []);
  t.same(
    problemsOf({
      ...production,
      ...paypal,
      ...yoco,
      DPO_COMPANY_TOKEN: 'token',
      DPO_SERVICE_TYPE: '5525',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'g',
      FACEBOOK_CLIENT_ID: 'f',
      FACEBOOK_CLIENT_SECRET: 'f',
      GUIDE_URL: 'https://guide.guidepass.bw/',
    }),
    [],
  );
});

t.test('only NODE_ENV=production asks for these checks', async (t) => {
  t.equal(isProduction(production), true);
  t.equal(isProduction({ ...production, NODE_ENV: 'development' }), false);
  t.equal(isProduction({}), false);
});

t.test('SMTP_URL: required (unset means the sandbox inbox), and never a stand-in', async (t) => {
  t.same(problemsOf({ ...production, SMTP_URL: '' }), ['SMTP_URL is required in production (unset, mail goes to the sandbox inbox at smtp://127.0.0.1:2525)']);
  for (const url of ['smtp://sandbox:2525', 'smtp://127.0.0.1:2525', 'smtp://user:pw@localhost:25']) {
    const [problem] = problemsOf({ ...production, SMTP_URL: url });
    t.match(problem, /^SMTP_URL points at a development stand-in/, url);
    t.notMatch(problem, /pw@/, 'the password is not printed');
  }
});

t.test('MAIL_FROM: required, at a real domain', async (t) => {
  t.match(problemsOf({ ...production, MAIL_FROM: '' }), [/^MAIL_FROM must be a sender at a real domain/]);
  t.match(problemsOf({ ...production, MAIL_FROM: 'guidepass <no-reply@guidepass.local>' }), [/^MAIL_FROM/]);
});

t.test('APP_URL: required, https, and not this machine', async (t) => {
  t.match(problemsOf({ ...production, APP_URL: '' }), [/^APP_URL is required in production/]);
  t.match(problemsOf({ ...production, APP_URL: 'http://guidepass.bw' }), [/^APP_URL must be the public https:\/\/ address in production \(got http:\/\/guidepass.bw\)/]);
  t.match(problemsOf({ ...production, APP_URL: 'https://localhost:3000' }), [/^APP_URL/]);
});

t.test('JWT_SECRET: a placeholder or a low-variety string is refused', async (t) => {
  for (const secret of ['x'.repeat(32), 'change-me-change-me-change-me-123', 'my-guidepass-jwt-secret-for-prod-1', 'abababababababababababababababab12']) {
    t.match(problemsOf({ ...production, JWT_SECRET: secret }), [/^JWT_SECRET is too weak for production/], secret);
  }
  t.same(problemsOf({ ...production, JWT_SECRET: '3f9a0c7e1b2d4f6a8c0e2b4d6f8a1c3e' }), [], 'a 32-character hex secret is strong enough');
});

t.test('PayPal: once any credential is given, all three; live API; PayPal-only certificates', async (t) => {
  t.same(problemsOf({ ...production, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_API_BASE: paypal.PAYPAL_API_BASE }), [
    'PAYPAL_WEBHOOK_ID is required in production once PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set',
  ]);
  t.match(problemsOf({ ...production, PAYPAL_WEBHOOK_ID: 'WH-1' }), [/^PAYPAL_CLIENT_ID is required in production once PAYPAL_WEBHOOK_ID is set/]);
  const { PAYPAL_API_BASE: _live, ...withDefaultBase } = paypal;
  t.match(problemsOf({ ...production, ...withDefaultBase }), [/^PAYPAL_API_BASE points at a development stand-in \(https:\/\/api-m.sandbox.paypal.com\)/], 'the default is PayPal’s sandbox');
  t.match(problemsOf({ ...production, ...paypal, PAYPAL_API_BASE: 'http://sandbox:4010/paypal' }), [/^PAYPAL_API_BASE/]);
  t.match(problemsOf({ ...production, ...paypal, PAYPAL_CERT_HOSTS: 'api.paypal.com,api.sandbox.paypal.com' }), [/^PAYPAL_CERT_HOSTS names a development host \(api.sandbox.paypal.com\)/]);
});

t.test('Yoco: the key and the webhook secret together, a live key, the real API', async (t) => {
  t.same(problemsOf({ ...production, YOCO_SECRET_KEY: 'sk_live_abc' }), ['YOCO_WEBHOOK_SECRET is required in production once YOCO_SECRET_KEY is set']);
  t.match(problemsOf({ ...production, YOCO_WEBHOOK_SECRET: 'whsec_abc' }), [/^YOCO_SECRET_KEY is required in production/]);
  t.match(problemsOf({ ...production, ...yoco, YOCO_SECRET_KEY: 'sk_test_abc' }), [/^YOCO_SECRET_KEY is a test key/]);
  t.match(problemsOf({ ...production, ...yoco, YOCO_API_BASE: 'http://127.0.0.1:4010/yoco/api' }), [/^YOCO_API_BASE points at a development stand-in/]);
});

t.test('DPO, Google and Facebook: their addresses are never a stand-in', async (t) => {
  const dpo = { DPO_COMPANY_TOKEN: 'token', DPO_SERVICE_TYPE: '5525' };
  t.match(problemsOf({ ...production, ...dpo, DPO_API_BASE: 'http://sandbox:4010/dpo' }), [/^DPO_API_BASE/]);
  t.match(problemsOf({ ...production, ...dpo, DPO_PAYMENT_URL: 'http://localhost:4010/dpo/pay' }), [/^DPO_PAYMENT_URL/]);
  t.match(problemsOf({ ...production, GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g', GOOGLE_ISSUER: 'http://sandbox:4010/google' }), [/^GOOGLE_ISSUER/]);
  t.match(problemsOf({ ...production, FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 'f', FACEBOOK_AUTH_URL: 'http://127.0.0.1:4010/facebook', FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v19.0' }), [/^FACEBOOK_AUTH_URL/]);
  t.same(problemsOf({ ...production, GOOGLE_ISSUER: 'http://sandbox:4010/google' }), [], 'an unconfigured provider’s address is not used');
});

t.test('the guide and the push services: no stand-in', async (t) => {
  t.match(problemsOf({ ...production, GUIDE_URL: 'http://sandbox:4010/guide-site/' }), [/^GUIDE_URL points at a development stand-in/]);
  t.match(problemsOf({ ...production, PUSH_SERVICE_ORIGINS: 'https://fcm.googleapis.com,http://127.0.0.1:4010' }), [/^PUSH_SERVICE_ORIGINS names a development push service \(http:\/\/127.0.0.1:4010\)/]);
});

t.test('every problem is one line', async (t) => {
  const problems = problemsOf({ NODE_ENV: 'production', DATABASE_URL: production.DATABASE_URL, JWT_SECRET: 'x'.repeat(32), ...yoco, YOCO_SECRET_KEY: 'sk_test_1', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' });
  t.ok(problems.length >= 5);
  for (const problem of problems) t.notMatch(problem, /\n/);
});
