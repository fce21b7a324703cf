import { isClientAuthenticated, type OAuthClient } from '../oauth-client.ts';
import { invalidApplicationCode, invalidClientSecretCode } from './graph-error.ts';

/**
 * Why Facebook would not accept the app on a token request, or null when it would. Facebook reads the client_id
 * and client_secret request parameters only; an Authorization header is not read, so a client that sends its
 * secret only there is missing client_id.
 */
export function facebookAppProblem(client: OAuthClient, params: Record<string, string>): { code: number; message: string } | null {
  const { client_id: clientId, client_secret: clientSecret } = params;
  if (!clientId) return { code: invalidApplicationCode, message: 'Missing client_id parameter.' };
  if (clientId !== client.clientId) return { code: invalidApplicationCode, message: 'Error validating application. Invalid application ID.' };
  if (!isClientAuthenticated(client, { clientId, clientSecret: clientSecret ?? '', via: 'body' })) {
    return { code: invalidClientSecretCode, message: 'Error validating client secret.' };
  }
  return null;
}
