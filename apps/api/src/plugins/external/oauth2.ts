import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import oauth2, { type FastifyOAuth2Options, type OAuth2Namespace } from '@fastify/oauth2';
import type { ProviderProfile } from '../../services/auth/provider-sign-in.ts';
import { cookieScope } from '../../lib/auth/cookie-scope.ts';

export type OAuthProviderName = 'google' | 'facebook';

/** A configured sign-in provider: its code flow and how to read who signed in. */
export interface OAuthProvider {
  flow: OAuth2Namespace;
  profileOf(accessToken: string): Promise<ProviderProfile>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the sign-in providers this server is configured for; null where it is not */
    oauthProviders: Record<OAuthProviderName, OAuthProvider | null>;
  }
}

/** Registers one provider's code flow; @fastify/oauth2 checks the options (and Google's discovery) before ready(). */
async function registerFlow(
  app: FastifyInstance,
  provider: OAuthProviderName,
  options: Pick<FastifyOAuth2Options, 'scope' | 'credentials' | 'discovery'>,
): Promise<OAuth2Namespace> {
  const name = `${provider}OAuth2`;
  const state = cookieScope(app.config.appUrl, 'gp_oauth_state', '/auth');
  await app.register(oauth2, {
    ...options,
    name,
    callbackUri: `${app.config.appUrl}/auth/${provider}/callback`,
    pkce: 'S256',
    redirectStateCookieName: state.name,
    verifierCookieName: cookieScope(app.config.appUrl, 'gp_oauth_verifier', '/auth').name,
    cookie: { path: state.path, secure: state.secure },
  });
  return (app as unknown as Record<string, OAuth2Namespace>)[name]!;
}

async function registerGoogle(app: FastifyInstance): Promise<OAuthProvider | null> {
  const google = app.config.google;
  if (!google) return null;
  const flow = await registerFlow(app, 'google', {
    scope: ['openid', 'email', 'profile'],
    credentials: { client: { id: google.clientId, secret: google.clientSecret } },
    discovery: { issuer: google.issuer },
  });
  return {
    flow,
    async profileOf(accessToken) {
      const info = (await flow.userinfo(accessToken)) as { sub?: string; email?: string; email_verified?: boolean | string };
      if (!info.sub) throw new Error('userinfo without sub');
      return {
        provider: 'google',
        subject: info.sub,
        email: info.email ?? null,
        emailVerified: info.email_verified === true || info.email_verified === 'true',
      };
    },
  };
}

async function registerFacebook(app: FastifyInstance): Promise<OAuthProvider | null> {
  const facebook = app.config.facebook;
  if (!facebook) return null;
  const authorize = new URL(`${facebook.authUrl}/dialog/oauth`);
  const token = new URL(`${facebook.graphUrl}/oauth/access_token`);
  const flow = await registerFlow(app, 'facebook', {
    scope: ['email', 'public_profile'],
    credentials: {
      client: { id: facebook.clientId, secret: facebook.clientSecret },
      auth: { authorizeHost: authorize.origin, authorizePath: authorize.pathname, tokenHost: token.origin, tokenPath: token.pathname },
      // Facebook reads client_id and client_secret as request parameters only, never from a Basic header.
      options: { authorizationMethod: 'body' },
    },
  });
  return {
    flow,
    async profileOf(accessToken) {
      const response = await fetch(`${facebook.graphUrl}/me?fields=id,name,email`, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Facebook /me answered ${response.status}`);
      const me = (await response.json()) as { id?: string; email?: string };
      if (!me.id) throw new Error('Facebook /me without id');
      // Facebook shares only confirmed addresses.
      return { provider: 'facebook', subject: me.id, email: me.email ?? null, emailVerified: Boolean(me.email) };
    },
  };
}

/** Google and Facebook sign-in (each only when configured), as `app.oauthProviders`; the routes live in routes/auth/oauth.ts. */
export default fp(
  async function oauthProviders(app) {
    app.decorate('oauthProviders', { google: await registerGoogle(app), facebook: await registerFacebook(app) });
  },
  { name: 'oauth2', dependencies: ['cookie'] },
);
