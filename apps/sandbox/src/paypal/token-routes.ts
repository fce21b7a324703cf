import type { FastifyPluginAsync } from 'fastify';
import { isClientAuthenticated, readClientCredentials } from '../oauth/oauth-client.ts';
import { readParams } from '../shared/request-params.ts';
import { issueAccessToken } from './access-tokens.ts';
import type { PaypalContext } from './paypal-context.ts';
import { isoSeconds } from './paypal-time.ts';
import { guardOperation } from './request-guards.ts';

const scopes = [
  'https://uri.paypal.com/services/invoicing',
  'https://uri.paypal.com/services/payments/refund',
  'https://uri.paypal.com/services/payments/payment',
  'https://uri.paypal.com/services/payments/realtimepayment',
  'https://uri.paypal.com/services/applications/webhooks',
  'https://uri.paypal.com/payments/payouts',
  'openid',
];

export const tokenRoutes: FastifyPluginAsync<{ context: PaypalContext }> = async (app, { context }) => {
  const client = { clientId: context.settings.clientId, clientSecret: context.settings.clientSecret, appName: 'GuidePass' };

  app.post('/v1/oauth2/token', async (request, reply) => {
    guardOperation(context, request, 'token');
    // PayPal takes the client credentials from Basic auth only, never from the body.
    const credentials = readClientCredentials(request.headers.authorization, {});
    if (!isClientAuthenticated(client, credentials)) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const { grant_type: grantType } = readParams(request.body);
    if (grantType !== 'client_credentials') {
      return reply.code(400).send({
        error: grantType ? 'unsupported_grant_type' : 'invalid_request',
        error_description: grantType ? `Grant Type ${grantType} is not supported` : 'grant_type is missing',
      });
    }
    return reply.header('cache-control', 'no-store').send({
      scope: scopes.join(' '),
      access_token: issueAccessToken(context),
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: context.settings.tokenExpiresInSeconds,
      nonce: `${isoSeconds(context.settings.now())}${context.ids.tokenText(43)}`,
    });
  });
};
