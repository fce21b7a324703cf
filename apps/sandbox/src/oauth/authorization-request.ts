import { isRegisteredRedirectUri, type OAuthClient } from './oauth-client.ts';
import { isCodeChallengeMethod, isValidPkceValue, type CodeChallengeMethod } from './pkce.ts';

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string | undefined;
  nonce: string | undefined;
  codeChallenge: string | undefined;
  codeChallengeMethod: CodeChallengeMethod | undefined;
}

export interface AuthorizationRequestRules {
  responseTypeRequired: boolean;
  scopeRequired: boolean;
}

export type AuthorizationRequestResult =
  | { kind: 'valid'; request: AuthorizationRequest }
  /** Shown to the user as an error page: the client or redirect URI cannot be trusted. */
  | { kind: 'untrusted'; message: string }
  /** Shown as the provider's own error page: a well-formed redirect URI the client never registered. */
  | { kind: 'unregistered-redirect'; redirectUri: string }
  /** Reported back to the client on its redirect URI, per RFC 6749 §4.1.2.1. */
  | { kind: 'redirect-error'; redirectUri: string; state: string | undefined; error: string; description: string };

function isAcceptableRedirectUri(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !value.includes('#');
  } catch {
    return false;
  }
}

const optional = (value: string | undefined): string | undefined => (value ? value : undefined);

export function parseAuthorizationRequest(
  params: Record<string, string>,
  client: OAuthClient,
  rules: AuthorizationRequestRules,
): AuthorizationRequestResult {
  const clientId = params.client_id;
  if (!clientId) return { kind: 'untrusted', message: 'The request has no client_id.' };
  if (clientId !== client.clientId) {
    return { kind: 'untrusted', message: `The OAuth client "${clientId}" was not found (invalid_client).` };
  }
  const redirectUri = params.redirect_uri;
  if (!redirectUri) return { kind: 'untrusted', message: 'The request has no redirect_uri.' };
  if (!isAcceptableRedirectUri(redirectUri)) {
    return { kind: 'untrusted', message: `The redirect_uri "${redirectUri}" is not an absolute http(s) URL without a fragment.` };
  }
  if (!isRegisteredRedirectUri(client, redirectUri)) return { kind: 'unregistered-redirect', redirectUri };

  const state = optional(params.state);
  const fail = (error: string, description: string): AuthorizationRequestResult => ({
    kind: 'redirect-error',
    redirectUri,
    state,
    error,
    description,
  });

  const responseType = optional(params.response_type);
  if (!responseType && rules.responseTypeRequired) return fail('invalid_request', 'Missing required parameter: response_type');
  if (responseType && responseType !== 'code') {
    return fail('unsupported_response_type', `Only response_type=code is supported, got "${responseType}"`);
  }
  const scope = params.scope?.trim() ?? '';
  if (!scope && rules.scopeRequired) return fail('invalid_request', 'Missing required parameter: scope');

  const codeChallenge = optional(params.code_challenge);
  const method = optional(params.code_challenge_method);
  if (method && !codeChallenge) return fail('invalid_request', 'code_challenge_method given without code_challenge');
  if (codeChallenge && !isValidPkceValue(codeChallenge)) {
    return fail('invalid_request', 'code_challenge must be 43-128 characters of [A-Za-z0-9-._~]');
  }
  if (method && !isCodeChallengeMethod(method)) {
    return fail('invalid_request', `Unsupported code_challenge_method "${method}"`);
  }

  return {
    kind: 'valid',
    request: {
      clientId,
      redirectUri,
      scope,
      state,
      nonce: optional(params.nonce),
      codeChallenge,
      // RFC 7636 §4.3: the method defaults to plain when a challenge is given without one.
      codeChallengeMethod: codeChallenge ? ((method as CodeChallengeMethod | undefined) ?? 'plain') : undefined,
    },
  };
}

/** The original request as form fields, so the consent form can carry it to the decision endpoint. */
export function authorizationRequestFields(request: AuthorizationRequest): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: request.scope || undefined,
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: request.codeChallengeMethod,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
