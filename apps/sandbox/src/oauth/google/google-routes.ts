import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { readParams } from '../../shared/request-params.ts';
import { createAccessTokenStore, readBearerToken, type AccessGrant, type AccessTokenStore } from '../access-token.ts';
import { createAuthorizationCodeStore, redeemAuthorizationCode, type AuthorizationCodeStore } from '../authorization-code.ts';
import { handleConsentDecision, showConsentPage, type ConsentFlow } from '../consent-flow.ts';
import { isClientAuthenticated, readClientCredentials, type OAuthClient } from '../oauth-client.ts';
import { createSigningKey, type SigningKey } from '../signing-key.ts';
import { googleUserClaims, hasScope } from './google-claims.ts';
import { googleDiscoveryDocument } from './google-discovery.ts';
import { googlePresetIdentities } from './google-presets.ts';

export interface GoogleRoutesOptions {
  client: OAuthClient;
  /** `${publicUrl}/google`; a function because the public URL may only be known after listening. */
  issuer: () => string;
}

const accessTokenLifetimeSeconds = 3599;
const idTokenLifetimeSeconds = 3600;

function tokenError(reply: FastifyReply, statusCode: number, error: string, description: string): FastifyReply {
  return reply.code(statusCode).send({ error, error_description: description });
}

interface GoogleState {
  client: OAuthClient;
  issuer: () => string;
  codes: AuthorizationCodeStore;
  accessTokens: AccessTokenStore;
  signingKey: SigningKey;
}

function issueIdToken(state: GoogleState, grant: AccessGrant, nonce: string | undefined): string {
  const issuedAt = Math.floor(Date.now() / 1000);
  return state.signingKey.signJwt({
    iss: state.issuer(),
    azp: grant.clientId,
    aud: grant.clientId,
    ...googleUserClaims(grant),
    iat: issuedAt,
    exp: issuedAt + idTokenLifetimeSeconds,
    ...(nonce ? { nonce } : {}),
  });
}

export const googleRoutes: FastifyPluginAsync<GoogleRoutesOptions> = async (app, { client, issuer }) => {
  const state: GoogleState = {
    client,
    issuer,
    codes: createAuthorizationCodeStore(),
    accessTokens: createAccessTokenStore(accessTokenLifetimeSeconds),
    signingKey: createSigningKey(),
  };
  const flow: ConsentFlow = {
    client,
    codes: state.codes,
    requestRules: { responseTypeRequired: true, scopeRequired: true },
    decisionRules: { emailRequired: true, asksEmailVerified: true },
    page: {
      title: 'Sign in with Google (sandbox)',
      accountNoun: 'Google Account',
      decisionAction: `${app.prefix}/authorize/decision`,
    },
    presets: googlePresetIdentities,
    deniedParams: { error: 'access_denied', error_description: 'The user denied access' },
    unregisteredRedirect: (redirectUri) => ({
      heading: "Access blocked: This app's request is invalid",
      message: `Error 400: redirect_uri_mismatch. The redirect URI in the request, ${redirectUri}, does not match the ones authorized for the OAuth client.`,
    }),
  };

  app.get('/.well-known/openid-configuration', async () => googleDiscoveryDocument(issuer()));
  app.get('/jwks', async () => state.signingKey.jwks());

  app.get('/authorize', async (request, reply) => showConsentPage(flow, readParams(request.query), reply));
  app.post('/authorize/decision', async (request, reply) => handleConsentDecision(flow, readParams(request.body), reply));

  app.post('/token', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const params = readParams(request.body);
    const credentials = readClientCredentials(request.headers.authorization, params);
    if (!isClientAuthenticated(client, credentials)) {
      // RFC 6749 §5.2: a client that tried the Authorization header gets a challenge back.
      if (request.headers.authorization) reply.header('www-authenticate', 'Basic realm="sandbox-google"');
      return tokenError(reply, 401, 'invalid_client', 'Unknown client or wrong client secret');
    }
    if (!params.grant_type) return tokenError(reply, 400, 'invalid_request', 'Missing grant_type');
    if (params.grant_type !== 'authorization_code') {
      return tokenError(reply, 400, 'unsupported_grant_type', `Unsupported grant_type "${params.grant_type}"`);
    }
    const redemption = redeemAuthorizationCode(state.codes, {
      code: params.code,
      clientId: client.clientId,
      redirectUri: params.redirect_uri,
      codeVerifier: params.code_verifier,
    });
    if (!redemption.ok) return tokenError(reply, 400, 'invalid_grant', redemption.reason);

    const { request: authorization, identity } = redemption.grant;
    const grant: AccessGrant = { clientId: client.clientId, scope: authorization.scope, identity };
    return {
      access_token: state.accessTokens.issue(grant),
      token_type: 'Bearer',
      expires_in: accessTokenLifetimeSeconds,
      scope: authorization.scope,
      // An id_token only for OpenID Connect requests, as Google does.
      ...(hasScope(authorization.scope, 'openid') ? { id_token: issueIdToken(state, grant, authorization.nonce) } : {}),
    };
  });

  // OpenID Connect Core §5.3.1: the UserInfo endpoint must accept GET and POST.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/userinfo',
      handler: async (request, reply) => {
        const token = readBearerToken(request.headers.authorization);
        const grant = token ? state.accessTokens.find(token) : undefined;
        if (!grant) {
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer error="invalid_token"')
            .send({ error: 'invalid_token', error_description: 'Missing, unknown or expired access token' });
        }
        return googleUserClaims(grant);
      },
    });
  }
};
