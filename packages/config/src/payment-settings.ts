import { Type, type Static } from 'typebox';
import { list } from './comma-list.ts';
import { ConfigError } from './config-error.ts';
import { pair } from './paired-settings.ts';
import { defaultPaypalCertHosts, paypalCertHostsOf, paypalTrustedRootsOf } from './paypal-certificate-settings.ts';

/** The PayPal, Yoco and DPO Pay variables of the environment schema. */
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
  // DPO Pay (product.md §13, providers.md §6): the company token is the credential; unset, the method is not offered
  DPO_COMPANY_TOKEN: Type.Optional(Type.String({ minLength: 1 })),
  DPO_SERVICE_TYPE: Type.Optional(Type.String({ minLength: 1 })),
  DPO_API_BASE: Type.String({ pattern: '^https?://', default: 'https://secure.3gdirectpay.com' }),
  DPO_PAYMENT_URL: Type.String({ pattern: '^https?://', default: 'https://secure.3gdirectpay.com/payv2.php' }),
  // the payment time limit (PTL) of each token: after it DPO refuses the payment (903)
  DPO_PAYMENT_MINUTES: Type.Integer({ minimum: 1, maximum: 1_440, default: 15 }),
  // our wallets (orange, mascom, btc) and, per wallet, the MNO value DPO set up on the merchant terminal and DPO's
  // catalogue name for it (GetMobilePaymentOptions' paymentname): `orange:<MNO>[:<paymentname>],…`; a bare wallet is
  // its own MNO value. MNO values and names are sent exactly as written (providers.md §6.8).
  DPO_MOBILE_OPERATORS: Type.String({ default: 'orange,mascom,btc' }),
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

export interface DpoSettings {
  companyToken: string;
  serviceType: string;
  apiBase: string;
  /** the hosted payment page; the browser goes to `{paymentUrl}?ID={TransToken}` */
  paymentUrl: string;
  /** PTL: how long a token can be paid */
  paymentMinutes: number;
  /** our mobile-money wallets offered (orange, mascom, btc), in the order configured */
  mobileOperators: string[];
  /** each wallet's MNO value and DPO's catalogue name for it, exactly as configured */
  mobileWallets: DpoWalletSetting[];
}

/** One wallet of DPO_MOBILE_OPERATORS: `wallet:MNO:paymentname`. */
export interface DpoWalletSetting {
  /** our id, e.g. orange */
  wallet: string;
  /** ChargeTokenMobile's MNO, as DPO set it on the terminal (case kept) */
  mno: string;
  /** GetMobilePaymentOptions' paymentname for this wallet (default: the MNO value) */
  paymentName: string;
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

function mobileWalletsOf(value: string): DpoWalletSetting[] {
  const wallets = new Map<string, DpoWalletSetting>();
  for (const entry of list(value)) {
    const parts = entry.split(':').map((part) => part.trim());
    const wallet = (parts[0] ?? '').toLowerCase();
    // a bare wallet is its own MNO value; the catalogue name defaults to the MNO value
    const mno = parts.length > 1 ? parts[1]! : wallet;
    const paymentName = parts.length > 2 ? parts[2]! : mno;
    if (parts.length > 3 || !/^[a-z0-9_-]+$/.test(wallet) || !/^[A-Za-z0-9_.-]+$/.test(mno) || !/^[A-Za-z0-9_.-][A-Za-z0-9_. -]*$/.test(paymentName)) {
      throw new ConfigError(`DPO_MOBILE_OPERATORS expects wallets like orange,mascom,btc or orange:<MNO>:<paymentname> (got ${JSON.stringify(entry)})`);
    }
    if (!wallets.has(wallet)) wallets.set(wallet, { wallet, mno, paymentName });
  }
  return [...wallets.values()];
}

/** DPO Pay's settings, or null when it is not configured (no company token). */
export function dpoOf(env: PaymentEnv): DpoSettings | null {
  return pair(['DPO_COMPANY_TOKEN', 'DPO_SERVICE_TYPE'], env.DPO_COMPANY_TOKEN, env.DPO_SERVICE_TYPE, () => ({
    companyToken: env.DPO_COMPANY_TOKEN!,
    serviceType: env.DPO_SERVICE_TYPE!,
    apiBase: env.DPO_API_BASE.replace(/\/$/, ''),
    paymentUrl: env.DPO_PAYMENT_URL,
    paymentMinutes: env.DPO_PAYMENT_MINUTES,
    mobileOperators: mobileWalletsOf(env.DPO_MOBILE_OPERATORS).map((entry) => entry.wallet),
    mobileWallets: mobileWalletsOf(env.DPO_MOBILE_OPERATORS),
  }));
}
