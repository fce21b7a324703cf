import { defaultFacebookClient, defaultGoogleClient, defaultHost } from './sandbox-defaults.ts';
import type { OAuthClient } from './oauth/oauth-client.ts';

export interface SandboxConfig {
  host: string;
  port: number;
  smtpPort: number;
  /** Undefined when SANDBOX_PUBLIC_URL is unset: startSandbox derives it from the real port. */
  publicUrl: string | undefined;
  google: OAuthClient;
  facebook: OAuthClient;
}

type Env = Record<string, string | undefined>;

export class SandboxConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid ${variable}: ${problem}`);
    this.name = 'SandboxConfigError';
  }
}

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

/** The only place the sandbox reads process.env. */
export function readSandboxConfig(env: Env = process.env): SandboxConfig {
  return {
    host: readText(env, 'SANDBOX_HOST', defaultHost),
    port: readPort(env, 'SANDBOX_PORT', 4010),
    smtpPort: readPort(env, 'SANDBOX_SMTP_PORT', 2525),
    publicUrl: readPublicUrl(env, 'SANDBOX_PUBLIC_URL'),
    google: {
      clientId: readText(env, 'SANDBOX_GOOGLE_CLIENT_ID', defaultGoogleClient.clientId),
      clientSecret: readText(env, 'SANDBOX_GOOGLE_CLIENT_SECRET', defaultGoogleClient.clientSecret),
      appName: defaultGoogleClient.appName,
    },
    facebook: {
      clientId: readText(env, 'SANDBOX_FACEBOOK_CLIENT_ID', defaultFacebookClient.clientId),
      clientSecret: readText(env, 'SANDBOX_FACEBOOK_CLIENT_SECRET', defaultFacebookClient.clientSecret),
      appName: defaultFacebookClient.appName,
    },
  };
}
