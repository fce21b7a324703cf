import t from 'tap';
import { parseForms } from './helpers/html-forms.ts';
import { basicAuth, callbackUrl, consentAndFollow, newPkcePair } from './helpers/oauth-flow.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';

const clientId = 'guidepass-facebook';
const clientSecret = 'sandbox-facebook-secret';

t.test('Facebook stand-in', async (t) => {
  const sandbox = await startTestSandbox(t, { facebook: { redirectUris: [callbackUrl] } });
  const base = `${sandbox.url}/facebook`;

  function dialogUrl(params: Record<string, string> = {}, path = '/dialog/oauth'): string {
    const query = new URLSearchParams({
      client_id: clientId,
      redirect_uri: callbackUrl,
      state: 'fb-state',
      scope: 'email,public_profile',
      response_type: 'code',
      ...params,
    });
    return `${base}${path}?${query}`;
  }

  async function accessTokenFor(button: string, typed: Record<string, string> = {}, dialog: Record<string, string> = {}): Promise<string> {
    const location = await consentAndFollow(sandbox.url, dialogUrl(dialog), button, typed);
    const query = new URLSearchParams({
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uri: callbackUrl,
      code: location.searchParams.get('code') ?? '',
    });
    const response = await fetch(`${base}/oauth/access_token`, { method: 'POST', body: query });
    const body = (await response.json()) as { access_token: string };
    return body.access_token;
  }

  async function me(token: string, fields?: string) {
    const query = new URLSearchParams({ access_token: token, ...(fields ? { fields } : {}) });
    return fetch(`${base}/me?${query}`);
  }

  t.test('dialog offers presets including one without e-mail, typed identity and Cancel', async (t) => {
    const response = await fetch(dialogUrl());
    const page = await response.text();
    t.equal(response.status, 200);
    t.match(page, 'Log in with Facebook (sandbox)');
    t.match(page, '<label for="consent-email">Email</label>');
    t.match(page, '<label for="consent-name">Name</label>');
    t.notMatch(page, 'Email verified');
    const forms = parseForms(page);
    t.same(
      forms.flatMap((form) => form.buttons),
      ['Thato Molefe <thato@example.com>', 'Kagiso Dube <kagiso@example.com>', 'No Email User', 'Continue', 'Cancel'],
    );
    t.ok(forms.every((form) => form.action === '/facebook/dialog/oauth/decision'));
  });

  t.test('code flow returns a bearer token and /me returns only the requested fields', async (t) => {
    const location = await consentAndFollow(sandbox.url, dialogUrl(), 'Thato Molefe <thato@example.com>');
    t.equal(location.searchParams.get('state'), 'fb-state');
    const code = location.searchParams.get('code') ?? '';

    const exchange = await fetch(
      `${base}/oauth/access_token?${new URLSearchParams({ client_id: clientId, client_secret: clientSecret, redirect_uri: callbackUrl, code })}`,
    );
    t.equal(exchange.status, 200);
    const token = (await exchange.json()) as Record<string, unknown>;
    t.match(token, { token_type: 'bearer', expires_in: 5183944 });
    const accessToken = String(token.access_token);

    const full = (await (await me(accessToken, 'id,name,email')).json()) as Record<string, unknown>;
    t.same(Object.keys(full).sort(), ['email', 'id', 'name']);
    t.match(full, { id: /^\d+$/, name: 'Thato Molefe', email: 'thato@example.com' });

    const idOnly = await fetch(`${base}/v19.0/me?fields=email`, { headers: { authorization: `Bearer ${accessToken}` } });
    t.same(await idOnly.json(), { id: full.id, email: 'thato@example.com' });
  });

  t.test('an identity without e-mail simply has no email field', async (t) => {
    const token = await accessTokenFor('No Email User');
    const body = (await (await me(token, 'id,name,email')).json()) as Record<string, unknown>;
    t.match(body, { name: 'No Email User', id: /^\d+$/ });
    t.notOk('email' in body);
  });

  t.test('a typed identity keeps the same id across logins', async (t) => {
    const first = await accessTokenFor('Continue', { email: 'naledi@example.com', name: 'Naledi' });
    const second = await accessTokenFor('Continue', { email: 'NALEDI@example.com', name: 'Naledi M' });
    const ids = await Promise.all([first, second].map(async (token) => ((await (await me(token)).json()) as { id: string }).id));
    t.equal(ids[0], ids[1]);
  });

  t.test('PKCE is enforced when the dialog had a code_challenge', async (t) => {
    const pkce = newPkcePair();
    const location = await consentAndFollow(
      sandbox.url,
      dialogUrl({ code_challenge: pkce.challenge, code_challenge_method: 'S256' }, '/v19.0/dialog/oauth'),
      'Kagiso Dube <kagiso@example.com>',
    );
    const exchange = (verifier: string, code: string) =>
      fetch(`${base}/v19.0/oauth/access_token`, {
        method: 'POST',
        body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: callbackUrl, code_verifier: verifier }),
      });
    const wrong = await exchange(newPkcePair().verifier, location.searchParams.get('code') ?? '');
    t.equal(wrong.status, 400);
    t.match(await wrong.json(), { error: { type: 'OAuthException', code: 100 } });

    const again = await consentAndFollow(
      sandbox.url,
      dialogUrl({ code_challenge: pkce.challenge, code_challenge_method: 'S256' }),
      'Kagiso Dube <kagiso@example.com>',
    );
    const right = await exchange(pkce.verifier, again.searchParams.get('code') ?? '');
    t.equal(right.status, 200);
  });

  t.test('a wrong client secret is an OAuthException 1, a reused code an OAuthException 100', async (t) => {
    const location = await consentAndFollow(sandbox.url, dialogUrl(), 'Thato Molefe <thato@example.com>');
    const code = location.searchParams.get('code') ?? '';
    const exchange = (secret: string) =>
      fetch(`${base}/oauth/access_token`, {
        method: 'POST',
        body: new URLSearchParams({ client_id: clientId, client_secret: secret, redirect_uri: callbackUrl, code }),
      });
    const wrongSecret = await exchange('nope');
    t.equal(wrongSecret.status, 400);
    t.match(await wrongSecret.json(), { error: { message: 'Error validating client secret.', type: 'OAuthException', code: 1 } });
    t.equal((await exchange(clientSecret)).status, 200);
    const reused = await exchange(clientSecret);
    t.equal(reused.status, 400);
    t.match(await reused.json(), { error: { type: 'OAuthException', code: 100 } });
  });

  t.test('an unknown access token is an OAuthException 190', async (t) => {
    const response = await me('not-a-token', 'id,name');
    t.equal(response.status, 400);
    const body = (await response.json()) as { error: Record<string, unknown> };
    t.same(Object.keys(body.error).sort(), ['code', 'fbtrace_id', 'message', 'type']);
    t.match(body.error, { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190, fbtrace_id: /^[\w-]{8,}$/ });
  });

  t.test('client credentials in a Basic header alone are not read: Missing client_id, code 101', async (t) => {
    const location = await consentAndFollow(sandbox.url, dialogUrl(), 'Thato Molefe <thato@example.com>');
    const response = await fetch(`${base}/oauth/access_token`, {
      method: 'POST',
      headers: { authorization: basicAuth(clientId, clientSecret) },
      body: new URLSearchParams({ redirect_uri: callbackUrl, code: location.searchParams.get('code') ?? '' }),
    });
    t.equal(response.status, 400);
    t.match(await response.json(), { error: { message: 'Missing client_id parameter.', type: 'OAuthException', code: 101, fbtrace_id: /./ } });
    const withIdOnly = await fetch(`${base}/oauth/access_token`, {
      method: 'POST',
      headers: { authorization: basicAuth(clientId, clientSecret) },
      body: new URLSearchParams({ client_id: clientId, redirect_uri: callbackUrl, code: 'x' }),
    });
    t.match(await withIdOnly.json(), { error: { message: 'Error validating client secret.', code: 1 } });
    const otherApp = await fetch(`${base}/oauth/access_token?${new URLSearchParams({ client_id: 'other', client_secret: clientSecret, code: 'x' })}`);
    t.match(await otherApp.json(), { error: { message: 'Error validating application. Invalid application ID.', code: 101 } });
  });

  t.test('an unregistered redirect_uri is "URL Blocked" on an error page, never a redirect', async (t) => {
    for (const redirectUri of [`${callbackUrl}/`, `${callbackUrl}?next=/`, 'http://attacker.test/auth/callback']) {
      const response = await fetch(dialogUrl({ redirect_uri: redirectUri }), { redirect: 'manual' });
      t.equal(response.status, 400, redirectUri);
      t.equal(response.headers.get('location'), null);
      t.match(await response.text(), 'URL Blocked');
    }
    const decision = await fetch(`${base}/dialog/oauth/decision`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: clientId, redirect_uri: 'http://attacker.test/cb', scope: 'email', decision: 'allow', email: 'a@example.com', name: 'A' }),
      redirect: 'manual',
    });
    t.equal(decision.status, 400);
    t.equal(decision.headers.get('location'), null);
  });

  t.test('/me has no email field unless the email permission was asked for', async (t) => {
    const token = await accessTokenFor('Thato Molefe <thato@example.com>', {}, { scope: 'public_profile' });
    const body = (await (await me(token, 'id,name,email')).json()) as Record<string, unknown>;
    t.same(Object.keys(body).sort(), ['id', 'name']);
    const withEmail = await accessTokenFor('Thato Molefe <thato@example.com>', {}, { scope: 'public_profile email' });
    t.match(await (await me(withEmail, 'id,email')).json(), { email: 'thato@example.com' });
  });

  t.test('Cancel redirects with user_denied and the state', async (t) => {
    const location = await consentAndFollow(sandbox.url, dialogUrl(), 'Cancel');
    t.equal(location.searchParams.get('error'), 'access_denied');
    t.equal(location.searchParams.get('error_reason'), 'user_denied');
    t.equal(location.searchParams.get('error_description'), 'Permissions error');
    t.equal(location.searchParams.get('state'), 'fb-state');
  });
});
