import { Type } from 'typebox';
import { pair } from '../../paired-settings.ts';
import { providerSettings } from '../provider-settings.ts';
import { defaultPaypalCertHosts, paypalCertHostsOf, paypalTrustedRootsOf } from './paypal-certificate-settings.ts';

const livePaypalApiBase = 'https://api-m.paypal.com';

/** PayPal's variables of the environment schema. */
export const paypalEnv = {
  PAYPAL_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  PAYPAL_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  PAYPAL_API_BASE: Type.String({ pattern: '^https?://', default: 'https://api-m.sandbox.paypal.com' }),
  PAYPAL_WEBHOOK_ID: Type.Optional(Type.String({ minLength: 1 })),
  PAYPAL_CERT_HOSTS: Type.String({ default: defaultPaypalCertHosts }),
  // PEM of roots trusted besides Node's for PayPal's certificate host and chain (the sandbox's test root); default none
  PAYPAL_CERT_TRUSTED_ROOTS: Type.String({ default: '' }),
};

/** `certHosts`: where webhook certificates may come from (https only); `certTrustedRoots`: PEM roots trusted besides Node's */
export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  webhookId: string | undefined;
  certHosts: string[];
  certTrustedRoots: string[];
}

/** PayPal's settings (null when it is not configured) and what production refuses of them. */
export const paypalSettings = providerSettings({
  key: 'paypal',
  env: paypalEnv,
  read(env): PaypalSettings | null {
    // Checked even while PayPal is not configured: a wrong value stops the process before anyone relies on it.
    const certificates = { certHosts: paypalCertHostsOf(env.PAYPAL_CERT_HOSTS), certTrustedRoots: paypalTrustedRootsOf(env.PAYPAL_CERT_TRUSTED_ROOTS) };
    return pair(['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'], env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET, () => ({
      clientId: env.PAYPAL_CLIENT_ID!,
      clientSecret: env.PAYPAL_CLIENT_SECRET!,
      apiBase: env.PAYPAL_API_BASE.replace(/\/$/, ''),
      webhookId: env.PAYPAL_WEBHOOK_ID,
      ...certificates,
    }));
  },
  productionDefaults: { PAYPAL_API_BASE: livePaypalApiBase },
  // PayPal's own sandbox (api-m.sandbox.paypal.com, api.sandbox.paypal.com)
  standInHosts: /^.*sandbox\.paypal\.com$/,
  productionProblems(paypal, given, rules) {
    const incomplete = rules.incompleteCredentials(given, ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID']);
    const problems = incomplete ? [incomplete] : [];
    if (!paypal) return problems;
    if (rules.standInUrl(paypal.apiBase)) problems.push(`${rules.pointsAtStandIn('PAYPAL_API_BASE', paypal.apiBase)} (live PayPal: ${livePaypalApiBase})`);
    const host = paypal.certHosts.find(rules.isStandInHost);
    if (host) problems.push(`PAYPAL_CERT_HOSTS names a development host (${host}); production takes webhook certificates from PayPal only`);
    if (paypal.certTrustedRoots.length) problems.push('PAYPAL_CERT_TRUSTED_ROOTS must be empty in production: PayPal’s certificates chain to a public root');
    return problems;
  },
});
