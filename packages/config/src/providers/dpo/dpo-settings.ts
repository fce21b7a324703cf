import { Type } from 'typebox';
import { list } from '../../comma-list.ts';
import { ConfigError } from '../../config-error.ts';
import { pair } from '../../paired-settings.ts';
import { providerSettings } from '../provider-settings.ts';

/** DPO Pay's variables of the environment schema. */
export const dpoEnv = {
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

/** DPO Pay (pula, cards and mobile money); null when DPO_COMPANY_TOKEN is unset */
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

/** DPO Pay's settings (null when it is not configured: no company token) and what production refuses of them. */
export const dpoSettings = providerSettings({
  key: 'dpo',
  env: dpoEnv,
  read(env): DpoSettings | null {
    return pair(['DPO_COMPANY_TOKEN', 'DPO_SERVICE_TYPE'], env.DPO_COMPANY_TOKEN, env.DPO_SERVICE_TYPE, () => ({
      companyToken: env.DPO_COMPANY_TOKEN!,
      serviceType: env.DPO_SERVICE_TYPE!,
      apiBase: env.DPO_API_BASE.replace(/\/$/, ''),
      paymentUrl: env.DPO_PAYMENT_URL,
      paymentMinutes: env.DPO_PAYMENT_MINUTES,
      mobileOperators: mobileWalletsOf(env.DPO_MOBILE_OPERATORS).map((entry) => entry.wallet),
      mobileWallets: mobileWalletsOf(env.DPO_MOBILE_OPERATORS),
    }));
  },
  productionProblems(dpo, _given, rules) {
    if (!dpo) return [];
    return [
      ...(rules.standInUrl(dpo.apiBase) ? [rules.pointsAtStandIn('DPO_API_BASE', dpo.apiBase)] : []),
      ...(rules.standInUrl(dpo.paymentUrl) ? [rules.pointsAtStandIn('DPO_PAYMENT_URL', dpo.paymentUrl)] : []),
    ];
  },
});
