// Texts the web shows that @guidepass/domain/messages does not hold yet (labels, button texts, progress
// texts, headings). Kept in this one file until they move to the domain package; nothing else in the web
// app spells a user-facing text.
// The texts live by area in ui-text/; uiText is the one catalogue the app reads them from.
import type { PaymentMethod } from '@guidepass/domain/tiers';
import { accountText } from './ui-text/account-text.ts';
import { paymentText } from './ui-text/payment-text.ts';
import { appText } from './ui-text/app-text.ts';
import { adminText } from './ui-text/admin-text.ts';
import { membershipText } from './ui-text/membership-text.ts';
import { adminMembersText } from './ui-text/admin-members-text.ts';
import { salesText } from './ui-text/sales-text.ts';

export const uiText = { ...accountText, ...paymentText, ...appText, ...adminText, ...membershipText, ...adminMembersText, ...salesText } as const;

/** How a payment provider is named wherever the app shows one (choices, buttons, receipts). */
export const methodLabels: Record<PaymentMethod, string> = { paypal: uiText.paypal, yoco: uiText.yoco };
