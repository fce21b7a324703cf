import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readParams } from '../../shared/request-params.ts';
import { createAccessTokenStore, readBearerToken } from '../access-token.ts';
import { createAuthorizationCodeStore, redeemAuthorizationCode } from '../authorization-code.ts';
import { handleConsentDecision, showConsentPage, type ConsentFlow } from '../consent-flow.ts';
import { facebookUserId } from '../identity.ts';
import type { OAuthClient } from '../oauth-client.ts';
import { facebookAppProblem } from './facebook-client-auth.ts';
import { facebookPresetIdentities } from './facebook-presets.ts';
import { invalidAccessTokenCode, invalidParameterCode, sendGraphError } from './graph-error.ts';
import { hasValidGraphVersion, withGraphVersion } from './graph-paths.ts';

export interface FacebookRoutesOptions {
  client: OAuthClient;
}

// What Facebook reports for its long-lived user tokens (about 60 days).
const accessTokenLifetimeSeconds = 5183944;

function notFound(reply: FastifyReply): FastifyReply {
  return sendGraphError(reply, 803, 'Unknown path components');
}

export const facebookRoutes: FastifyPluginAsync<FacebookRoutesOptions> = async (app, { client }) => {
  const codes = createAuthorizationCodeStore();
  const accessTokens = createAccessTokenStore(accessTokenLifetimeSeconds);
  const flow: ConsentFlow = {
    client,
    codes,
    requestRules: { responseTypeRequired: false, scopeRequired: false },
    decisionRules: { emailRequired: false, asksEmailVerified: false },
    page: {
      title: 'Log in with Facebook (sandbox)',
      accountNoun: 'Facebook account',
      decisionAction: `${app.prefix}/dialog/oauth/decision`,
    },
    presets: facebookPresetIdentities,
    deniedParams: { error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error' },
    unregisteredRedirect: () => ({
      heading: 'URL Blocked',
      message:
        "This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings. Make sure Client and Web OAuth Login are on and add all your app domains as Valid OAuth Redirect URIs.",
    }),
  };

  function exchangeCode(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (!hasValidGraphVersion(request.params)) return notFound(reply);
    const params = { ...readParams(request.query), ...readParams(request.body) };
    const appProblem = facebookAppProblem(client, params);
    if (appProblem) return sendGraphError(reply, appProblem.code, appProblem.message);
    const redemption = redeemAuthorizationCode(codes, {
      code: params.code,
      clientId: client.clientId,
      redirectUri: params.redirect_uri,
      codeVerifier: params.code_verifier,
    });
    if (!redemption.ok) return sendGraphError(reply, invalidParameterCode, `Invalid verification code: ${redemption.reason}.`);
    const { request: authorization, identity } = redemption.grant;
    return reply.header('cache-control', 'no-store').send({
      access_token: accessTokens.issue({ clientId: client.clientId, scope: authorization.scope, identity }),
      token_type: 'bearer',
      expires_in: accessTokenLifetimeSeconds,
    });
  }

  for (const url of withGraphVersion('/dialog/oauth')) {
    app.get(url, async (request, reply) =>
      hasValidGraphVersion(request.params) ? showConsentPage(flow, readParams(request.query), reply) : notFound(reply),
    );
  }
  app.post('/dialog/oauth/decision', async (request, reply) => handleConsentDecision(flow, readParams(request.body), reply));

  for (const url of withGraphVersion('/oauth/access_token')) {
    app.route({
      method: ['GET', 'POST'],
      url,
      handler: async (request, reply) => exchangeCode(request, reply),
    });
  }

  for (const url of withGraphVersion('/me')) {
    app.get(url, async (request, reply) => {
      if (!hasValidGraphVersion(request.params)) return notFound(reply);
      const query = readParams(request.query);
      const token = query.access_token ?? readBearerToken(request.headers.authorization);
      const grant = token ? accessTokens.find(token) : undefined;
      if (!grant) return sendGraphError(reply, invalidAccessTokenCode, 'Invalid OAuth access token.');

      const fields = new Set((query.fields ?? 'id,name').split(',').map((field) => field.trim()));
      const { identity, scope } = grant;
      // The email field exists only when the app asked for (and was granted) the email permission.
      const emailGranted = scope.split(/[\s,]+/).includes('email');
      return {
        id: facebookUserId(identity),
        ...(fields.has('name') ? { name: identity.name } : {}),
        ...(fields.has('email') && emailGranted && identity.email ? { email: identity.email } : {}),
      };
    });
  }
};
