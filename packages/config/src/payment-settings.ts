import { Type, type Static } from 'typebox';
import { pair } from './paired-settings.ts';
import { defaultPaypalCertHosts, paypalCertHostsOf, paypalTrustedRootsOf } from './paypal-certificate-settings.ts';

/** The PayPal and Yoco variables of the environment schema. */
export const paymentEnv = {
  PAYPAL_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  PAYPAL_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  PAYPAL_API_BASE: Type.String({ pattern: '^https?://', default: 'https://api-m.sandbox.paypal.com' }),
  PAYPAL_WEBHOOK_ID: Type.Optional(Type.String({ minLength: 1 })),
  PAYPAL_CERT_HOSTS: Type.String({ default: defaultPaypalCertHosts }),
  // PEM of roots trusted besides Node's for PayPal's certificate host and chain (the sandbox's test root); default none
  PAYPAL_CERT_TRUSTED_ROOTS: Type.String({ default: '' }),
  YOCO_SECRET_KEY: Type.Optional(Type.String({ pattern: '^sk_(test|live)_' })),
  YOCO_API_BASE: Type.String({ pattern: '^https?://', default: 'https://payments.yoco.com/api' }),
  YOCO_WEBHOOK_SECRET: Type.Optional(Type.String({ pattern: '^whsec_' })),
};

type PaymentEnv = Static<ReturnType<typeof Type.Object<typeof paymentEnv>>>;

/** `certHosts`: where webhook certificates may come from (https only); `certTrustedRoots`: PEM roots trusted besides Node's */
export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  webhookId: string | undefined;
  certHosts: string[];
  certTrustedRoots: string[];
}

export interface YocoSettings {
  secretKey: string;
  apiBase: string;
  webhookSecret: string | undefined;
}

/** Where PayPal's webhook certificates may come from and the roots they are checked against; throws ConfigError on a bad value. */
export function paypalCertificatesOf(env: PaymentEnv): Pick<PaypalSettings, 'certHosts' | 'certTrustedRoots'> {
  return { certHosts: paypalCertHostsOf(env.PAYPAL_CERT_HOSTS), certTrustedRoots: paypalTrustedRootsOf(env.PAYPAL_CERT_TRUSTED_ROOTS) };
}

/** PayPal's settings, or null when it is not configured. */
export function paypalOf(env: PaymentEnv, certificates: Pick<PaypalSettings, 'certHosts' | 'certTrustedRoots'>): PaypalSettings | null {
  return pair(['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'], env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET, () => ({
    clientId: env.PAYPAL_CLIENT_ID!,
    clientSecret: env.PAYPAL_CLIENT_SECRET!,
    apiBase: env.PAYPAL_API_BASE.replace(/\/$/, ''),
    webhookId: env.PAYPAL_WEBHOOK_ID,
    ...certificates,
  }));
}

/** Yoco's settings, or null when it is not configured. */
export function yocoOf(env: PaymentEnv): YocoSettings | null {
  return env.YOCO_SECRET_KEY ? { secretKey: env.YOCO_SECRET_KEY, apiBase: env.YOCO_API_BASE.replace(/\/$/, ''), webhookSecret: env.YOCO_WEBHOOK_SECRET } : null;
}
