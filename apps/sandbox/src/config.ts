import { companyProblem, defaultDpoCompanies, type DpoCompany } from './dpo/dpo-options.ts';
import type { MobileOperator } from './dpo/mobile-wallets.ts';
import { defaultFacebookClient, defaultGoogleClient, defaultHost, sandboxDefaults } from './sandbox-defaults.ts';
import type { OAuthClient } from './oauth/oauth-client.ts';
import type { PaypalOptions } from './paypal/paypal-options.ts';
import { secretKeyProblem } from './yoco/yoco-keys.ts';

export interface SandboxConfig {
  host: string;
  port: number;
  smtpPort: number;
  /** PayPal's API host over HTTPS (PAYPAL-CERT-URL points there). */
  httpsPort: number;
  /** Undefined when SANDBOX_PUBLIC_URL is unset: startSandbox derives it from the real port. */
  publicUrl: string | undefined;
  google: OAuthClient;
  facebook: OAuthClient;
  /** Undefined when no SANDBOX_YOCO_* variable is set: startSandbox applies the Yoco defaults. */
  yoco: SandboxYocoConfig | undefined;
  /** Undefined when no SANDBOX_PAYPAL_* variable is set: startSandbox applies the PayPal defaults. */
  paypal: SandboxPaypalConfig | undefined;
  /** Undefined when no SANDBOX_DPO_* variable is set: startSandbox applies the DPO defaults. */
  dpo: SandboxDpoConfig | undefined;
}

/** The DPO accounts: the main one with the SANDBOX_DPO_* overrides, then the other default accounts. */
export interface SandboxDpoConfig {
  companies: DpoCompany[];
}

export type SandboxPaypalConfig = Pick<PaypalOptions, 'clientId' | 'clientSecret' | 'webhookUrl' | 'webhookId'>;

/** Webhooks are not configured here: the product registers its own through POST /yoco/api/webhooks, as at Yoco. */
export interface SandboxYocoConfig {
  secretKey: string;
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

function checked(variable: string, value: string, problem: (value: string) => string | undefined): string {
  const found = problem(value);
  if (found) throw new SandboxConfigError(variable, found);
  return value;
}

function readYoco(env: Env): SandboxYocoConfig | undefined {
  for (const removed of ['SANDBOX_YOCO_WEBHOOK_URL', 'SANDBOX_YOCO_WEBHOOK_SECRET']) {
    if (env[removed]?.trim()) throw new SandboxConfigError(removed, 'no longer read: register the webhook through POST /yoco/api/webhooks');
  }
  const secretKey = env.SANDBOX_YOCO_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  return { secretKey: checked('SANDBOX_YOCO_SECRET_KEY', secretKey, secretKeyProblem) };
}

function readPaypal(env: Env): SandboxPaypalConfig | undefined {
  const read = (variable: string) => env[variable]?.trim() || undefined;
  const clientId = read('SANDBOX_PAYPAL_CLIENT_ID');
  const clientSecret = read('SANDBOX_PAYPAL_CLIENT_SECRET');
  const webhookUrl = read('SANDBOX_PAYPAL_WEBHOOK_URL');
  const webhookId = read('SANDBOX_PAYPAL_WEBHOOK_ID');
  if (!clientId && !clientSecret && !webhookUrl && !webhookId) return undefined;
  if (webhookUrl !== undefined && !/^https?:\/\/[^\s]+$/i.test(webhookUrl)) {
    throw new SandboxConfigError('SANDBOX_PAYPAL_WEBHOOK_URL', `expected an absolute http(s) URL, got ${JSON.stringify(webhookUrl)}`);
  }
  if (webhookId && !webhookUrl) throw new SandboxConfigError('SANDBOX_PAYPAL_WEBHOOK_ID', 'only meaningful with SANDBOX_PAYPAL_WEBHOOK_URL');
  return {
    ...(clientId ? { clientId } : {}),
    ...(clientSecret ? { clientSecret } : {}),
    ...(webhookUrl ? { webhookUrl } : {}),
    ...(webhookId ? { webhookId } : {}),
  };
}

type DpoEnvField = 'companyToken' | 'serviceType' | 'currencies' | 'mobileOperators' | 'notificationUrl';

const dpoVariables: Record<DpoEnvField, string> = {
  companyToken: 'SANDBOX_DPO_COMPANY_TOKEN',
  serviceType: 'SANDBOX_DPO_SERVICE_TYPE',
  currencies: 'SANDBOX_DPO_CURRENCIES',
  mobileOperators: 'SANDBOX_DPO_MOBILE_OPERATORS',
  notificationUrl: 'SANDBOX_DPO_NOTIFICATION_URL',
};

function readDpo(env: Env): SandboxDpoConfig | undefined {
  const read = (field: DpoEnvField) => env[dpoVariables[field]]?.trim() || undefined;
  if (!Object.keys(dpoVariables).some((field) => read(field as DpoEnvField))) return undefined;
  const list = (field: DpoEnvField) => read(field)?.split(/[\s,]+/).filter(Boolean);
  const [main, ...others] = defaultDpoCompanies as [DpoCompany, ...DpoCompany[]];
  const notificationUrl = read('notificationUrl');
  const company: DpoCompany = {
    companyToken: read('companyToken') ?? main.companyToken,
    serviceType: read('serviceType') ?? main.serviceType,
    currencies: list('currencies')?.map((code) => code.toUpperCase()) ?? main.currencies,
    mobileOperators: (list('mobileOperators')?.map((name) => name.toLowerCase()) as MobileOperator[] | undefined) ?? main.mobileOperators,
    ...(notificationUrl ? { notificationUrl } : {}),
  };
  const found = companyProblem(company);
  if (found) throw new SandboxConfigError(dpoVariables[found.field as DpoEnvField], found.problem);
  return { companies: [company, ...others.filter((other) => other.companyToken !== company.companyToken)] };
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
    yoco: readYoco(env),
    paypal: readPaypal(env),
    dpo: readDpo(env),
  };
}
