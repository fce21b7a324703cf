import type { FastifyPluginAsync } from 'fastify';
import { isClientAuthenticated, readClientCredentials } from '../oauth/oauth-client.ts';
import { readParams } from '../shared/request-params.ts';
import { issueAccessToken } from './access-tokens.ts';
import { throwForcedFailure } from './paypal-controls.ts';
import type { PaypalState } from './paypal-state.ts';
import { isoSeconds } from './paypal-time.ts';

const scopes = [
  'https://uri.paypal.com/services/invoicing',
  'https://uri.paypal.com/services/payments/refund',
  'https://uri.paypal.com/services/payments/payment',
  'https://uri.paypal.com/services/payments/realtimepayment',
  'https://uri.paypal.com/services/applications/webhooks',
  'https://uri.paypal.com/payments/payouts',
  'openid',
];

export const tokenRoutes: FastifyPluginAsync<{ state: PaypalState }> = async (app, { state }) => {
  const client = { clientId: state.settings.clientId, clientSecret: state.settings.clientSecret, appName: 'GuidePass' };

  app.post('/v1/oauth2/token', async (request, reply) => {
    throwForcedFailure(state.controls, 'token');
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
      access_token: issueAccessToken(state),
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: state.settings.tokenExpiresInSeconds,
      nonce: `${isoSeconds(state.settings.now())}${state.ids.tokenText(43)}`,
    });
  });
};
