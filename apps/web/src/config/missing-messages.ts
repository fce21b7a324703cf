// The web's own texts (labels, button texts, progress texts, headings) live in @guidepass/texts/en/web by area;
// nothing in the web app spells a user-facing text. Importers keep reading uiText here.
import { paymentMethodLabels } from '@guidepass/domain/payment-providers';
import { uiText } from '@guidepass/texts/en/web/ui-text';

export { uiText };

/** How a payment provider is named wherever the app shows one (choices, buttons, receipts). */
export const methodLabels = paymentMethodLabels;
