// The web's texts that @guidepass/texts/en/messages does not hold (labels, button texts, progress texts, headings),
// by area in this folder; uiText is their union, the one catalogue the web reads them from.
import { accountText } from './account-text.ts';
import { adminMembersText } from './admin-members-text.ts';
import { adminText } from './admin-text.ts';
import { appText } from './app-text.ts';
import { membershipText } from './membership-text.ts';
import { paymentText } from './payment-text.ts';
import { salesText } from './sales-text.ts';

/** Every text the web shows besides `messages`. */
export const uiText = { ...accountText, ...paymentText, ...appText, ...adminText, ...membershipText, ...adminMembersText, ...salesText } as const;
