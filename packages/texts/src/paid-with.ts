// The one formatter of "how it was paid" (product.md §17), for every place that names it: receipts, mails, My
// membership, the salesperson's ledger, admin views and the CSV.
import type { Catalogue } from './catalogue.ts';
import { defaultLanguage } from './language.ts';
import { textsFor } from './texts-for.ts';

/** What a payment row knows of how it was paid: its provider and, for mobile money, the number (digits) and wallet. */
export interface PaymentWayFacts {
  provider: string;
  mobilePhone?: string | null;
  mobileOperator?: string | null;
}

/**
 * "Orange Money ·· 567", "MyZaka ·· 890", "Card (pula)", "PayPal", "Yoco card" in the texts given (a reader's
 * language); a provider not named here by its name.
 */
export function formatPaidWith(way: PaymentWayFacts, { messages, web }: Pick<Catalogue, 'messages' | 'web'> = textsFor(defaultLanguage)): string {
  if (way.mobilePhone && way.mobileOperator) {
    const wallet = web.walletNames[way.mobileOperator.toLowerCase()] ?? way.mobileOperator;
    return messages.paidWithMobile(wallet, way.mobilePhone.slice(-3));
  }
  return messages.paidWithNames[way.provider] ?? way.provider;
}
