import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { providerSignInReasons, type ProviderSignInReason } from '@guidepass/domain/provider-sign-in-outcomes';
import { normaliseReferralCode } from '../../lib/salespeople/referral-code.ts';
import { ProviderSignInRefused, signInWithProvider } from '../../services/auth/provider-sign-in.ts';
import { startSession } from '../../services/auth/session-tokens.ts';
import type { OAuthProvider, OAuthProviderName } from '../../plugins/external/oauth2.ts';
import { InvalidReferralCode } from '../../errors.ts';
import { cookieScope } from '../../lib/auth/cookie-scope.ts';
import { ProvidersData } from '../../schemas/auth.ts';

const referralCookieOf = (app: FastifyInstance) => cookieScope(app.config.appUrl, 'gp_oauth_ref', '/auth');

// A failure goes back as its reason (`?auth_error=`): the web writes its sentence in the person's language.
function appRedirect(app: FastifyInstance, reply: FastifyReply, provider: OAuthProviderName, error?: ProviderSignInReason) {
  const target = new URL(`${app.config.appUrl}/`);
  if (error) {
    target.searchParams.set('auth_error', error);
    target.searchParams.set('provider', provider);
  }
  return reply.redirect(target.toString());
}

const StartQuery = Type.Object({ ref: Type.Optional(Type.String({ maxLength: 20 })) }, { additionalProperties: false });
const CallbackQuery = Type.Record(Type.String(), Type.String());

/** GET /auth/<provider> and its callback, for one configured provider. */
function providerRoutes(app: FastifyInstance, provider: OAuthProviderName, setup: OAuthProvider) {
  app.get<{ Querystring: { ref?: string } }>(`/${provider}`, { schema: { querystring: StartQuery } }, async (request, reply) => {
    if (request.query.ref) {
      const scope = referralCookieOf(app);
      reply.setCookie(scope.name, normaliseReferralCode(request.query.ref), { path: scope.path, secure: scope.secure, httpOnly: true, sameSite: 'lax', maxAge: 600 });
    }
    return reply.redirect(await setup.flow.generateAuthorizationUri(request, reply));
  });

  app.get(`/${provider}/callback`, { schema: { querystring: CallbackQuery } }, async (request: FastifyRequest<{ Querystring: Record<string, string> }>, reply) => {
    const denied = request.query.error;
    if (denied) {
      // The provider's words (and whoever crafted this address) stay in the log; the person gets ours.
      const { error_description: description, error_reason: reason } = request.query;
      request.log.info({ provider, error: denied.slice(0, 200), description: description?.slice(0, 500), reason: reason?.slice(0, 200) }, 'provider returned an error');
      return appRedirect(app, reply, provider, denied === 'access_denied' ? providerSignInReasons.accessDenied : providerSignInReasons.failed);
    }
    const referral = referralCookieOf(app);
    const referralCode = request.cookies[referral.name];
    reply.clearCookie(referral.name, { path: referral.path, secure: referral.secure });
    try {
      const { token } = await setup.flow.getAccessTokenFromAuthorizationCodeFlow(request, reply);
      const profile = await setup.profileOf(token.access_token);
      const userId = await signInWithProvider(app, profile, referralCode || undefined);
      await startSession(app, request, reply, userId);
      return appRedirect(app, reply, provider);
    } catch (error) {
      if (error instanceof ProviderSignInRefused) return appRedirect(app, reply, provider, error.reason);
      if (error instanceof InvalidReferralCode) return appRedirect(app, reply, provider, providerSignInReasons.unknownReferralCode);
      request.log.warn({ err: error, provider }, 'provider sign-in failed');
      return appRedirect(app, reply, provider, providerSignInReasons.failed);
    }
  });
}

/** GET /auth/{google,facebook} starts the provider's code flow; its callback signs in and returns to the app. */
export default async function oauthRoutes(app: FastifyInstance) {
  const providers = app.oauthProviders;
  for (const provider of ['google', 'facebook'] as const) {
    const setup = providers[provider];
    if (setup) providerRoutes(app, provider, setup);
  }

  app.get('/providers', { schema: { response: { 200: ProvidersData } } }, async () => ({
    data: { google: providers.google !== null, facebook: providers.facebook !== null },
  }));
}
