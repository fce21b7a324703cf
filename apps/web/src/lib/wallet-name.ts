import { uiText } from '../config/missing-messages.ts';

/** A mobile-money wallet as members know it; one the texts do not name is shown by the provider's operator value. */
export const walletName = (operator: string) => uiText.walletNames[operator] ?? operator;
