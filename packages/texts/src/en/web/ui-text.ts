// The web's texts that @guidepass/texts/en/messages does not hold (labels, button texts, progress texts, headings),
// by area in this folder; uiText is their union, the catalogue the web reads them from (the texts of the views loaded on
// demand are apart: adminUiText, membershipUiText, salesUiText).
import { accountText } from './account-text.ts';
import { appText } from './app-text.ts';
import { methodChargeText } from './method-charge-text.ts';
import { mobileMoneyText } from './mobile-money-text.ts';
import { paymentText } from './payment-text.ts';

/** Every text the web shows besides `messages`. */
export const uiText = { ...accountText, ...paymentText, ...methodChargeText, ...appText, ...mobileMoneyText } as const;
