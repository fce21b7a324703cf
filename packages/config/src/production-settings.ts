/**
 * What production (NODE_ENV=production, product.md §16) may not run with: a setting left to its development default
 * (the sandbox inbox, http://localhost), or pointing at a stand-in (this machine, the compose `sandbox` service, a
 * provider's own test environment), or a provider given only part of its credentials (each provider's rules are in its
 * settings, providers/<name>/). Each problem names its variable.
 */
import { providerProblems, providerStandInHosts, type ProviderConfig } from './payment-settings.ts';
import { productionRules, type Given } from './production-rules.ts';

/** The parts of the loaded configuration the rules read (the Config that loadConfig returns has them all). */
export interface ProductionView extends Partial<ProviderConfig> {
  appUrl: string;
  jwtSecret: string;
  mail: { smtpUrl: string; from: string };
  google: { issuer: string } | null;
  facebook: { authUrl: string; graphUrl: string } | null;
  guideUrl: string | undefined;
  push: { serviceOrigins: string[] };
}

const rules = productionRules(providerStandInHosts);
const { isStandInHost, standInUrl, pointsAtStandIn, isSet } = rules;

const placeholderWords = /(change.?me|replace|example|secret|password|guidepass|sandbox|development)/i;

/** A JWT secret anyone could guess: a placeholder, or too few different characters to be random. */
function weakSecret(secret: string): boolean {
  return placeholderWords.test(secret) || new Set(secret).size < 8;
}

function mailProblems(config: ProductionView, given: Given): string[] {
  if (!isSet(given, 'SMTP_URL')) return [`SMTP_URL is required in production (unset, mail goes to the sandbox inbox at ${config.mail.smtpUrl})`];
  const problems = standInUrl(config.mail.smtpUrl) ? [pointsAtStandIn('SMTP_URL', config.mail.smtpUrl.replace(/\/\/[^@/]*@/, '//'))] : [];
  const senderDomain = /@([^@>\s]+)>?\s*$/.exec(config.mail.from)?.[1] ?? '';
  if (!isSet(given, 'MAIL_FROM') || isStandInHost(senderDomain) || /\.local$/i.test(senderDomain)) problems.push(`MAIL_FROM must be a sender at a real domain in production (got ${JSON.stringify(config.mail.from)})`);
  return problems;
}

function appProblems(config: ProductionView, given: Given): string[] {
  const problems: string[] = [];
  if (!isSet(given, 'APP_URL')) problems.push(`APP_URL is required in production (the public https:// address people open)`);
  else if (!config.appUrl.startsWith('https://') || standInUrl(config.appUrl)) problems.push(`APP_URL must be the public https:// address in production (got ${config.appUrl})`);
  if (weakSecret(config.jwtSecret)) problems.push('JWT_SECRET is too weak for production: use 32 or more random characters (e.g. openssl rand -base64 48)');
  if (config.guideUrl && standInUrl(config.guideUrl)) problems.push(pointsAtStandIn('GUIDE_URL', config.guideUrl));
  const httpOrigin = config.push.serviceOrigins.find((origin) => origin.startsWith('http://') || standInUrl(origin.replace('*.', '')));
  if (httpOrigin) problems.push(`PUSH_SERVICE_ORIGINS names a development push service (${httpOrigin}); production allows https push services only`);
  return problems;
}

function signInProblems(config: ProductionView): string[] {
  const urls: [string, string | undefined][] = [
    ['GOOGLE_ISSUER', config.google?.issuer],
    ['FACEBOOK_AUTH_URL', config.facebook?.authUrl],
    ['FACEBOOK_GRAPH_URL', config.facebook?.graphUrl],
  ];
  return urls.filter(([, url]) => url !== undefined && standInUrl(url)).map(([name, url]) => pointsAtStandIn(name, url!));
}

/**
 * The settings production cannot run with, one line each naming its variable (empty: none). `config` is what
 * loadConfig made of `given`, the environment itself (to tell a variable left unset from one set to its default).
 */
export function productionProblems(config: ProductionView, given: Given): string[] {
  return [...mailProblems(config, given), ...appProblems(config, given), ...providerProblems(config, given, rules), ...signInProblems(config)];
}

/** True when the environment asks for production's checks (NODE_ENV=production, as the Dockerfile sets it). */
export const isProduction = (given: Given) => given.NODE_ENV === 'production';
