import { defaultFacebookClient, defaultGoogleClient, defaultHost, sandboxDefaults } from './sandbox-defaults.ts';
import type { OAuthClient } from './oauth/oauth-client.ts';
import { SandboxConfigError, type SandboxEnv } from './shared/sandbox-config-error.ts';
import { standInsInOrder, type StandInConfigs } from './stand-ins.ts';

export { SandboxConfigError };

/** The sandbox's settings; each payment stand-in's (`<name>`) undefined when none of its SANDBOX_<NAME>_* is set. */
export type SandboxConfig = StandInConfigs & {
  host: string;
  port: number;
  smtpPort: number;
  /** The port of the sandbox's HTTPS host (a stand-in's API over HTTPS, e.g. where PAYPAL-CERT-URL points). */
  httpsPort: number;
  /** Undefined when SANDBOX_PUBLIC_URL is unset: startSandbox derives it from the real port. */
  publicUrl: string | undefined;
  google: OAuthClient;
  facebook: OAuthClient;
};

type Env = SandboxEnv;

function readText(env: Env, variable: string, fallback: string): string {
  const value = env[variable]?.trim();
  return value ? value : fallback;
}

function readPort(env: Env, variable: string, fallback: number): number {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(port) || port > 65535) {
    throw new SandboxConfigError(variable, `expected an integer from 0 to 65535, got ${JSON.stringify(raw)}`);
  }
  return port;
}

function readPublicUrl(env: Env, variable: string): string | undefined {
  const raw = env[variable]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SandboxConfigError(variable, `expected an absolute http(s) URL, got ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SandboxConfigError(variable, `expected an http or https URL, got ${JSON.stringify(raw)}`);
  }
  if (url.search || url.hash) {
    throw new SandboxConfigError(variable, `must not contain a query or fragment, got ${JSON.stringify(raw)}`);
  }
  return raw.replace(/\/+$/, '');
}

/** A list of registered redirect URIs, separated by commas or spaces; each an absolute http(s) URL without a fragment. */
function readRedirectUris(env: Env, variable: string): string[] {
  const uris = (env[variable] ?? '').split(/[\s,]+/).filter(Boolean);
  for (const uri of uris) {
    let url: URL | undefined;
    try {
      url = new URL(uri);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || uri.includes('#')) {
      throw new SandboxConfigError(variable, `expected absolute http(s) URLs without a fragment, got ${JSON.stringify(uri)}`);
    }
  }
  return uris;
}

/** The only place the sandbox reads process.env. */
export function readSandboxConfig(env: Env = process.env): SandboxConfig {
  return {
    host: readText(env, 'SANDBOX_HOST', defaultHost),
    port: readPort(env, 'SANDBOX_PORT', sandboxDefaults.ports.http),
    smtpPort: readPort(env, 'SANDBOX_SMTP_PORT', sandboxDefaults.ports.smtp),
    httpsPort: readPort(env, 'SANDBOX_HTTPS_PORT', sandboxDefaults.ports.https),
    publicUrl: readPublicUrl(env, 'SANDBOX_PUBLIC_URL'),
    google: {
      clientId: readText(env, 'SANDBOX_GOOGLE_CLIENT_ID', defaultGoogleClient.clientId),
      clientSecret: readText(env, 'SANDBOX_GOOGLE_CLIENT_SECRET', defaultGoogleClient.clientSecret),
      appName: defaultGoogleClient.appName,
      redirectUris: readRedirectUris(env, 'SANDBOX_GOOGLE_REDIRECT_URIS'),
    },
    facebook: {
      clientId: readText(env, 'SANDBOX_FACEBOOK_CLIENT_ID', defaultFacebookClient.clientId),
      clientSecret: readText(env, 'SANDBOX_FACEBOOK_CLIENT_SECRET', defaultFacebookClient.clientSecret),
      appName: defaultFacebookClient.appName,
      redirectUris: readRedirectUris(env, 'SANDBOX_FACEBOOK_REDIRECT_URIS'),
    },
    ...(Object.fromEntries(standInsInOrder.map((standIn) => [standIn.name, standIn.readConfig(env)])) as StandInConfigs),
  };
}
