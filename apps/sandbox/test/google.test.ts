import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import t from 'tap';
import { parseForms } from './helpers/html-forms.ts';
import { basicAuth, callbackUrl, consentAndFollow, newPkcePair } from './helpers/oauth-flow.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';

const clientId = 'guidepass-google';
const clientSecret = 'sandbox-google-secret';

function decodeJwtPart(part: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

t.test('Google stand-in', async (t) => {
  const sandbox = await startTestSandbox(t, { google: { redirectUris: [callbackUrl, `${callbackUrl}?from=test`] } });
  const issuer = `${sandbox.url}/google`;

  function authorizeUrl(params: Record<string, string> = {}): string {
    const query = new URLSearchParams({
      client_id: clientId,
      redirect_uri: callbackUrl,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'state-123',
      ...params,
    });
    return `${issuer}/authorize?${query}`;
  }

  async function codeFor(button: string, params: Record<string, string> = {}, typed = {}) {
    const pkce = newPkcePair();
    const location = await consentAndFollow(
      sandbox.url,
      authorizeUrl({ code_challenge: pkce.challenge, code_challenge_method: 'S256', ...params }),
      button,
      typed,
    );
    return { code: location.searchParams.get('code') ?? '', verifier: pkce.verifier, location };
  }

  function exchange(body: Record<string, string>, authorization = basicAuth(clientId, clientSecret)) {
    return fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: callbackUrl, ...body }),
    });
  }

  t.test('serves an OpenID discovery document pointing at its own endpoints', async (t) => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    t.equal(discovery.issuer, issuer);
    t.equal(discovery.authorization_endpoint, `${issuer}/authorize`);
    t.equal(discovery.token_endpoint, `${issuer}/token`);
    t.equal(discovery.userinfo_endpoint, `${issuer}/userinfo`);
    t.equal(discovery.jwks_uri, `${issuer}/jwks`);
    t.same(discovery.response_types_supported, ['code']);
    t.same(discovery.id_token_signing_alg_values_supported, ['RS256']);
    t.same(discovery.code_challenge_methods_supported, ['S256', 'plain']);
    t.same(discovery.token_endpoint_auth_methods_supported, ['client_secret_basic', 'client_secret_post']);
  });

  t.test('consent page offers presets, a labelled identity form and Cancel, all posting to the decision URL', async (t) => {
    const response = await fetch(authorizeUrl({ nonce: 'n-1' }));
    t.equal(response.status, 200);
    const page = await response.text();
    t.match(page, 'Sign in with Google (sandbox)');
    t.match(page, '<meta name="viewport" content="width=device-width, initial-scale=1">');
    t.match(page, '<label for="consent-email">Email</label>');
    t.match(page, '<label for="consent-name">Name</label>');
    t.match(page, /<label class="checkbox" for="consent-email-verified"><input [^>]*checked> Email verified<\/label>/);
    const forms = parseForms(page);
    t.same(
      forms.flatMap((form) => form.buttons),
      [
        'Thato Molefe <thato@example.com>',
        'Kagiso Dube <kagiso@example.com>',
        'Unverified Person <unverified@example.com>',
        'Continue',
        'Cancel',
      ],
    );
    for (const form of forms) {
      t.equal(form.action, '/google/authorize/decision');
      t.equal(form.method, 'post');
      t.equal(form.fields.client_id, clientId);
      t.equal(form.fields.state, 'state-123');
      t.equal(form.fields.nonce, 'n-1');
    }
  });

  t.test('full code flow with PKCE yields tokens, a verifiable id_token and userinfo', async (t) => {
    const { code, verifier, location } = await codeFor('Thato Molefe <thato@example.com>', { nonce: 'nonce-42' });
    t.equal(`${location.origin}${location.pathname}`, callbackUrl);
    t.equal(location.searchParams.get('state'), 'state-123');
    t.ok(code, 'redirect carries a code');

    const response = await exchange({ code, code_verifier: verifier });
    t.equal(response.status, 200);
    t.equal(response.headers.get('cache-control'), 'no-store');
    const tokens = (await response.json()) as Record<string, string | number>;
    t.equal(tokens.token_type, 'Bearer');
    t.equal(tokens.expires_in, 3599);
    t.equal(tokens.scope, 'openid email profile');

    const [header, payload, signature] = String(tokens.id_token).split('.');
    const jwtHeader = decodeJwtPart(header);
    const claims = decodeJwtPart(payload);
    t.equal(jwtHeader.alg, 'RS256');
    t.match(claims, {
      iss: issuer,
      aud: clientId,
      email: 'thato@example.com',
      email_verified: true,
      name: 'Thato Molefe',
      nonce: 'nonce-42',
    });
    t.type(claims.sub, 'string');
    t.ok(Number(claims.exp) > Number(claims.iat), 'exp after iat');

    const jwks = (await (await fetch(`${issuer}/jwks`)).json()) as { keys: (JsonWebKey & { kid: string })[] };
    const jwk = jwks.keys.find((key) => key.kid === jwtHeader.kid);
    t.ok(jwk, 'the id_token kid is in the JWKS');
    t.match(jwk, { kty: 'RSA', alg: 'RS256', use: 'sig' });
    const publicKey = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
    const signed = Buffer.from(`${header}.${payload}`);
    t.ok(verify('sha256', signed, publicKey, Buffer.from(signature ?? '', 'base64url')), 'signature verifies');
    t.notOk(verify('sha256', Buffer.from(`${header}.${payload}x`), publicKey, Buffer.from(signature ?? '', 'base64url')));

    const userinfo = await fetch(`${issuer}/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    t.equal(userinfo.status, 200);
    t.same(await userinfo.json(), {
      sub: claims.sub,
      email: 'thato@example.com',
      email_verified: true,
      name: 'Thato Molefe',
      given_name: 'Thato',
      family_name: 'Molefe',
    });
  });

  t.test('the same e-mail always gets the same sub', async (t) => {
    const first = await codeFor('Continue', {}, { email: 'Lerato@Example.com', name: 'Lerato' });
    const second = await codeFor('Continue', {}, { email: 'lerato@example.com', name: 'Lerato K' });
    const subs: unknown[] = [];
    for (const { code, verifier } of [first, second]) {
      const tokens = (await (await exchange({ code, code_verifier: verifier })).json()) as { id_token: string };
      subs.push(decodeJwtPart(tokens.id_token.split('.')[1]).sub);
    }
    t.equal(subs[0], subs[1]);
  });

  t.test('typed identity with the verified box unchecked gives email_verified false', async (t) => {
    const { code, verifier } = await codeFor('Continue', {}, { email: 'new@example.com', name: 'New Person', email_verified: undefined });
    const tokens = (await (await exchange({ code, code_verifier: verifier })).json()) as { access_token: string };
    const userinfo = (await (await fetch(`${issuer}/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json()) as Record<string, unknown>;
    t.match(userinfo, { email: 'new@example.com', email_verified: false, name: 'New Person' });
  });

  t.test('client credentials in the body work as well as Basic auth', async (t) => {
    const { code, verifier } = await codeFor('Kagiso Dube <kagiso@example.com>');
    const response = await fetch(`${issuer}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: callbackUrl,
        code_verifier: verifier,
        client_id: clientId,
        client_secret: clientSecret,
      }),
    });
    t.equal(response.status, 200);
  });

  t.test('a code can be used only once', async (t) => {
    const { code, verifier } = await codeFor('Thato Molefe <thato@example.com>');
    t.equal((await exchange({ code, code_verifier: verifier })).status, 200);
    const reuse = await exchange({ code, code_verifier: verifier });
    t.equal(reuse.status, 400);
    t.match(await reuse.json(), { error: 'invalid_grant' });
  });

  t.test('a wrong code_verifier is rejected', async (t) => {
    const { code } = await codeFor('Thato Molefe <thato@example.com>');
    const response = await exchange({ code, code_verifier: newPkcePair().verifier });
    t.equal(response.status, 400);
    t.match(await response.json(), { error: 'invalid_grant' });
  });

  t.test('a different redirect_uri at the token endpoint is rejected', async (t) => {
    const { code, verifier } = await codeFor('Thato Molefe <thato@example.com>');
    const response = await exchange({ code, code_verifier: verifier, redirect_uri: `${callbackUrl}/other` });
    t.equal(response.status, 400);
    t.match(await response.json(), { error: 'invalid_grant' });
  });

  t.test('a wrong client secret gets 401 invalid_client', async (t) => {
    const { code, verifier } = await codeFor('Thato Molefe <thato@example.com>');
    const response = await exchange({ code, code_verifier: verifier }, basicAuth(clientId, 'wrong'));
    t.equal(response.status, 401);
    t.match(await response.json(), { error: 'invalid_client' });
  });

  t.test('an unsupported grant_type is rejected', async (t) => {
    const response = await exchange({ grant_type: 'password' });
    t.equal(response.status, 400);
    t.match(await response.json(), { error: 'unsupported_grant_type' });
  });

  t.test('Cancel redirects back with access_denied and the state', async (t) => {
    const location = await consentAndFollow(sandbox.url, authorizeUrl(), 'Cancel');
    t.equal(location.searchParams.get('error'), 'access_denied');
    t.equal(location.searchParams.get('state'), 'state-123');
    t.notOk(location.searchParams.has('code'));
  });

  t.test('an existing query on the redirect_uri is kept', async (t) => {
    const location = await consentAndFollow(
      sandbox.url,
      authorizeUrl({ redirect_uri: `${callbackUrl}?from=test` }),
      'Thato Molefe <thato@example.com>',
    );
    t.equal(location.searchParams.get('from'), 'test');
    t.ok(location.searchParams.get('code'));
  });

  t.test('an unknown client_id gets an error page instead of a redirect', async (t) => {
    const response = await fetch(authorizeUrl({ client_id: 'someone-else' }), { redirect: 'manual' });
    t.equal(response.status, 400);
    t.match(response.headers.get('content-type'), 'text/html');
    t.match(await response.text(), 'someone-else');
  });

  t.test('an unsupported response_type is reported on the redirect_uri', async (t) => {
    const response = await fetch(authorizeUrl({ response_type: 'token' }), { redirect: 'manual' });
    t.equal(response.status, 302);
    const location = new URL(response.headers.get('location') ?? '');
    t.equal(location.searchParams.get('error'), 'unsupported_response_type');
    t.equal(location.searchParams.get('state'), 'state-123');
  });

  t.test('an unregistered redirect_uri gets redirect_uri_mismatch on an error page, never a redirect', async (t) => {
    for (const redirectUri of [`${callbackUrl}/`, 'http://127.0.0.1:10/auth/callback', 'http://attacker.test/auth/callback', `${callbackUrl}?from=other`]) {
      const response = await fetch(authorizeUrl({ redirect_uri: redirectUri }), { redirect: 'manual' });
      t.equal(response.status, 400, redirectUri);
      t.equal(response.headers.get('location'), null);
      const page = await response.text();
      t.match(page, 'Error 400: redirect_uri_mismatch');
      t.notMatch(page, /name="code"/);
    }
  });

  t.test('posting the consent decision straight to an unregistered redirect_uri issues no code', async (t) => {
    const form = new URLSearchParams({
      client_id: clientId,
      redirect_uri: 'http://attacker.test/cb',
      response_type: 'code',
      scope: 'openid email',
      decision: 'allow',
      email: 'thato@example.com',
      name: 'Thato',
      email_verified: 'true',
    });
    const response = await fetch(`${issuer}/authorize/decision`, { method: 'POST', body: form, redirect: 'manual' });
    t.equal(response.status, 400);
    t.equal(response.headers.get('location'), null);
    t.match(await response.text(), 'redirect_uri_mismatch');
  });

  async function claimsFor(scope: string) {
    const { code, verifier } = await codeFor('Thato Molefe <thato@example.com>', { scope });
    const tokens = (await (await exchange({ code, code_verifier: verifier })).json()) as { access_token: string; id_token?: string };
    const userinfo = (await (await fetch(`${issuer}/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json()) as Record<string, unknown>;
    return { userinfo, idToken: tokens.id_token ? decodeJwtPart(tokens.id_token.split('.')[1]) : undefined };
  }

  t.test('the e-mail claims come only with the email scope, the name claims only with profile', async (t) => {
    const openidOnly = await claimsFor('openid');
    t.same(Object.keys(openidOnly.userinfo), ['sub']);
    t.notOk('email' in (openidOnly.idToken ?? {}), 'no email in the id_token without the email scope');
    t.notOk('name' in (openidOnly.idToken ?? {}));

    const profile = await claimsFor('openid profile');
    t.same(Object.keys(profile.userinfo).sort(), ['family_name', 'given_name', 'name', 'sub']);

    const email = await claimsFor('openid email');
    t.same(email.userinfo, { sub: openidOnly.userinfo.sub, email: 'thato@example.com', email_verified: true });
  });

  t.test('without the openid scope there is no id_token', async (t) => {
    const { idToken, userinfo } = await claimsFor('email');
    t.equal(idToken, undefined);
    t.match(userinfo, { email: 'thato@example.com' });
  });

  t.test('userinfo without a valid token is 401 with a Bearer challenge', async (t) => {
    const response = await fetch(`${issuer}/userinfo`, { headers: { authorization: 'Bearer nope' } });
    t.equal(response.status, 401);
    t.equal(response.headers.get('www-authenticate'), 'Bearer error="invalid_token"');
  });
});
