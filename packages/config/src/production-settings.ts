/**
 * What production (NODE_ENV=production, product.md §16) may not run with: a setting left to its development default
 * (the sandbox inbox, http://localhost), or pointing at a stand-in (this machine, the compose `sandbox` service,
 * PayPal's sandbox, a Yoco test key), or a provider given only part of its credentials. Each problem names its variable.
 */

type Given = Record<string, string | undefined>;

/** The parts of the loaded configuration the rules read (the Config that loadConfig returns has them all). */
export interface ProductionView {
  appUrl: string;
  jwtSecret: string;
  mail: { smtpUrl: string; from: string };
  google: { issuer: string } | null;
  facebook: { authUrl: string; graphUrl: string } | null;
  paypal: { apiBase: string; certHosts: string[]; certTrustedRoots: string[] } | null;
  yoco: { secretKey: string; apiBase: string } | null;
  dpo?: { apiBase: string; paymentUrl: string } | null;
  guideUrl: string | undefined;
  push: { serviceOrigins: string[] };
}

const standInHostnames = /^(localhost|.*\.localhost|sandbox|.*\.sandbox|0\.0\.0\.0|127(\.\d{1,3}){3}|\[::1?\]|.*sandbox\.paypal\.com)$/;

/** True for a host that only a development or test set-up has: this machine, the stand-ins, PayPal's sandbox. */
function isStandInHost(host: string): boolean {
  return standInHostnames.test(host.toLowerCase().replace(/:\d+$/, '').replace(/^\*\./, ''));
}

function standInUrl(url: string): boolean {
  try {
    return isStandInHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

const placeholderWords = /(change.?me|replace|example|secret|password|guidepass|sandbox|development)/i;

/** A JWT secret anyone could guess: a placeholder, or too few different characters to be random. */
function weakSecret(secret: string): boolean {
  return placeholderWords.test(secret) || new Set(secret).size < 8;
}

const isSet = (given: Given, name: string) => given[name] !== undefined && given[name] !== '';

/** Credentials that come together: once any is given, production needs all (a half-configured provider fails later). */
function incompleteCredentials(given: Given, names: string[]): string | null {
  const present = names.filter((name) => isSet(given, name));
  const missing = names.find((name) => !isSet(given, name));
  if (present.length === 0 || !missing) return null;
  return `${missing} is required in production once ${present.join(' and ')} ${present.length > 1 ? 'are' : 'is'} set`;
}

function pointsAtStandIn(name: string, url: string): string {
  return `${name} points at a development stand-in (${url}); production needs the real service`;
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

function paymentProblems(config: ProductionView, given: Given): string[] {
  const problems = [
    incompleteCredentials(given, ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID']),
    incompleteCredentials(given, ['YOCO_SECRET_KEY', 'YOCO_WEBHOOK_SECRET']),
  ].filter((problem): problem is string => problem !== null);
  const { paypal, yoco, dpo } = config;
  if (paypal) {
    if (standInUrl(paypal.apiBase)) problems.push(`${pointsAtStandIn('PAYPAL_API_BASE', paypal.apiBase)} (live PayPal: https://api-m.paypal.com)`);
    const host = paypal.certHosts.find(isStandInHost);
    if (host) problems.push(`PAYPAL_CERT_HOSTS names a development host (${host}); production takes webhook certificates from PayPal only`);
    if (paypal.certTrustedRoots.length) problems.push('PAYPAL_CERT_TRUSTED_ROOTS must be empty in production: PayPal’s certificates chain to a public root');
  }
  if (yoco) {
    if (yoco.secretKey.startsWith('sk_test_')) problems.push('YOCO_SECRET_KEY is a test key (sk_test_…); production takes a live key (sk_live_…)');
    if (standInUrl(yoco.apiBase)) problems.push(pointsAtStandIn('YOCO_API_BASE', yoco.apiBase));
  }
  if (dpo && standInUrl(dpo.apiBase)) problems.push(pointsAtStandIn('DPO_API_BASE', dpo.apiBase));
  if (dpo && standInUrl(dpo.paymentUrl)) problems.push(pointsAtStandIn('DPO_PAYMENT_URL', dpo.paymentUrl));
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
  return [...mailProblems(config, given), ...appProblems(config, given), ...paymentProblems(config, given), ...signInProblems(config)];
}

/** True when the environment asks for production's checks (NODE_ENV=production, as the Dockerfile sets it). */
export const isProduction = (given: Given) => given.NODE_ENV === 'production';
