import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import oauth2, { type OAuth2Namespace } from '@fastify/oauth2';
import { Type } from 'typebox';
import { normaliseReferralCode } from '../../lib/referral-code.ts';
import { ProviderSignInRefused, signInWithProvider, type ProviderProfile } from '../../services/provider-sign-in.ts';
import { startSession } from '../../services/session-tokens.ts';
import { InvalidReferralCode } from '../../errors.ts';
import { ProvidersData } from '../../schemas/auth.ts';

const referralCookie = 'gp_oauth_ref';
type Provider = 'google' | 'facebook';

interface ProviderSetup {
  namespace: OAuth2Namespace;
  profileOf(accessToken: string): Promise<ProviderProfile>;
}

function appRedirect(app: FastifyInstance, reply: FastifyReply, provider: Provider, error?: string) {
  const target = new URL(`${app.config.appUrl}/`);
  if (error) {
    target.searchParams.set('auth_error', error);
    target.searchParams.set('provider', provider);
  }
  return reply.redirect(target.toString());
}

async function registerGoogle(app: FastifyInstance): Promise<ProviderSetup | null> {
  const google = app.config.google;
  if (!google) return null;
  await app.register(oauth2, {
    name: 'googleOAuth2',
    scope: ['openid', 'email', 'profile'],
    credentials: { client: { id: google.clientId, secret: google.clientSecret } },
    callbackUri: `${app.config.appUrl}/auth/google/callback`,
    discovery: { issuer: google.issuer },
    pkce: 'S256',
    cookie: { path: '/auth', secure: app.config.appUrl.startsWith('https://') },
  });
  const namespace = (app as unknown as { googleOAuth2: OAuth2Namespace }).googleOAuth2;
  return {
    namespace,
    async profileOf(accessToken) {
      const info = (await namespace.userinfo(accessToken)) as { sub?: string; email?: string; email_verified?: boolean | string };
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

async function registerFacebook(app: FastifyInstance): Promise<ProviderSetup | null> {
  const facebook = app.config.facebook;
  if (!facebook) return null;
  const authorize = new URL(`${facebook.authUrl}/dialog/oauth`);
  const token = new URL(`${facebook.graphUrl}/oauth/access_token`);
  await app.register(oauth2, {
    name: 'facebookOAuth2',
    scope: ['email', 'public_profile'],
    credentials: {
      client: { id: facebook.clientId, secret: facebook.clientSecret },
      auth: { authorizeHost: authorize.origin, authorizePath: authorize.pathname, tokenHost: token.origin, tokenPath: token.pathname },
    },
    callbackUri: `${app.config.appUrl}/auth/facebook/callback`,
    pkce: 'S256',
    cookie: { path: '/auth', secure: app.config.appUrl.startsWith('https://') },
  });
  const namespace = (app as unknown as { facebookOAuth2: OAuth2Namespace }).facebookOAuth2;
  return {
    namespace,
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

const StartQuery = Type.Object({ ref: Type.Optional(Type.String({ maxLength: 20 })) }, { additionalProperties: false });
const CallbackQuery = Type.Record(Type.String(), Type.String());

/** GET /auth/{google,facebook} starts the provider's code flow; its callback signs in and returns to the app. */
export default async function oauthRoutes(app: FastifyInstance) {
  const providers: Record<Provider, ProviderSetup | null> = {
    google: await registerGoogle(app),
    facebook: await registerFacebook(app),
  };

  for (const provider of ['google', 'facebook'] as const) {
    const setup = providers[provider];
    if (!setup) continue;

    app.get<{ Querystring: { ref?: string } }>(`/${provider}`, { schema: { querystring: StartQuery } }, async (request, reply) => {
      if (request.query.ref) {
        reply.setCookie(referralCookie, normaliseReferralCode(request.query.ref), { path: '/auth', httpOnly: true, sameSite: 'lax', maxAge: 600 });
      }
      return reply.redirect(await setup.namespace.generateAuthorizationUri(request, reply));
    });

    app.get(`/${provider}/callback`, { schema: { querystring: CallbackQuery } }, async (request: FastifyRequest<{ Querystring: Record<string, string> }>, reply) => {
      const denied = request.query.error;
      if (denied) return appRedirect(app, reply, provider, request.query.error_description || denied);
      const referralCode = request.cookies[referralCookie];
      reply.clearCookie(referralCookie, { path: '/auth' });
      try {
        const { token } = await setup.namespace.getAccessTokenFromAuthorizationCodeFlow(request, reply);
        const profile = await setup.profileOf(token.access_token);
        const userId = await signInWithProvider(app, profile, referralCode || undefined);
        await startSession(app, request, reply, userId);
        return appRedirect(app, reply, provider);
      } catch (error) {
        if (error instanceof ProviderSignInRefused) return appRedirect(app, reply, provider, error.message);
        if (error instanceof InvalidReferralCode) return appRedirect(app, reply, provider, error.message);
        request.log.warn({ err: error, provider }, 'provider sign-in failed');
        return appRedirect(app, reply, provider, 'the sign-in could not be completed; please try again');
      }
    });
  }

  app.get('/providers', { schema: { response: { 200: ProvidersData } } }, async () => ({
    data: { google: providers.google !== null, facebook: providers.facebook !== null },
  }));
}
