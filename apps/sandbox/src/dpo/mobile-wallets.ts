import { sandboxDpoWallets } from './dpo-defaults.ts';

/**
 * The Botswana mobile-money wallets (providers.md §6.4). DPO sets the MNO value per merchant terminal, in its own
 * spelling; the stand-in's terminal has the three of sandboxDpoWallets. Numbers are +267 7X XXX XXX: 267 then 8
 * digits starting with 7.
 */
export const mobileOperators = ['orange', 'mascom', 'btc'] as const;

export type MobileOperator = (typeof mobileOperators)[number];

export interface MobileWallet {
  operator: MobileOperator;
  /** What the member knows the wallet as. */
  walletName: string;
  network: string;
  /** the MNO value ChargeTokenMobile must name, exactly (case kept) */
  mno: string;
  /** DPO's catalogue name, GetMobilePaymentOptions' paymentname */
  paymentName: string;
}

export const mobileWallets: Record<MobileOperator, MobileWallet> = {
  orange: { operator: 'orange', walletName: 'Orange Money', network: 'Orange', ...sandboxDpoWallets.orange },
  mascom: { operator: 'mascom', walletName: 'MyZaka', network: 'Mascom', ...sandboxDpoWallets.mascom },
  btc: { operator: 'btc', walletName: 'Smega', network: 'BTC', ...sandboxDpoWallets.btc },
};

export const botswanaCountry = { name: 'botswana', code: 'BW', dialPrefix: '267' } as const;

export function isMobileOperator(value: string): value is MobileOperator {
  return (mobileOperators as readonly string[]).includes(value);
}

/** 26771234567 (DPO's form); spaces and a leading + are tolerated, as people type them on the hosted page. */
export function normaliseBotswanaMobile(value: string): string | undefined {
  const digits = value.replace(/[\s+()-]/g, '');
  const full = /^7\d{7}$/.test(digits) ? `${botswanaCountry.dialPrefix}${digits}` : digits;
  return /^2677\d{7}$/.test(full) ? full : undefined;
}

/** "71 234 567", as the number is shown to the member. */
export function formatLocalMobile(phone: string): string {
  const local = phone.slice(botswanaCountry.dialPrefix.length);
  return `${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
}

export function walletInstructions(wallet: MobileWallet, amount: string, currency: string): string {
  return `${wallet.walletName} (${wallet.network}): a payment request for ${currency} ${amount} is sent to your phone. ` +
    `Enter your ${wallet.walletName} PIN to approve it.`;
}
