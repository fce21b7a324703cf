import { timingSafeEqual } from 'node:crypto';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** Shown on the consent page as the app asking for access. */
  appName: string;
  /** The redirect URIs registered for the client; the real providers accept only these, compared exactly. */
  redirectUris: readonly string[];
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  via: 'basic' | 'body';
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function isRegisteredRedirectUri(client: OAuthClient, redirectUri: string): boolean {
  return client.redirectUris.includes(redirectUri);
}

export function isClientAuthenticated(
  client: Pick<OAuthClient, 'clientId' | 'clientSecret'>,
  credentials: ClientCredentials | null,
): boolean {
  return (
    credentials !== null &&
    credentials.clientId === client.clientId &&
    sameText(credentials.clientSecret, client.clientSecret)
  );
}

// RFC 6749 §2.3.1: Basic credentials are form-urlencoded before base64.
function decodeFormComponent(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function readBasicCredentials(authorization: string): ClientCredentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return null;
  const clientId = decodeFormComponent(decoded.slice(0, separator));
  const clientSecret = decodeFormComponent(decoded.slice(separator + 1));
  if (clientId === null || clientSecret === null) return null;
  return { clientId, clientSecret, via: 'basic' };
}

/** Client credentials from HTTP Basic auth if present, otherwise from the request parameters. */
export function readClientCredentials(
  authorization: string | undefined,
  params: Record<string, string>,
): ClientCredentials | null {
  if (authorization && /^Basic\s/i.test(authorization)) return readBasicCredentials(authorization);
  const { client_id: clientId, client_secret: clientSecret } = params;
  if (clientId === undefined || clientSecret === undefined) return null;
  return { clientId, clientSecret, via: 'body' };
}
