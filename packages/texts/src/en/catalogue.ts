// English, the first language: every text of the product by stable id, in areas. Other languages provide the same
// keys (Catalogue, catalogue.ts).
import { languageCode } from './language-code.ts';
import { mailText } from './mail-text.ts';
import { messages } from './messages.ts';
import { noticeText } from './notice-text.ts';
import { pageText } from './page-text.ts';
import { pushText } from './push-text.ts';
import { adminUiText } from './web/admin-ui-text.ts';
import { membershipUiText } from './web/membership-ui-text.ts';
import { salesUiText } from './web/sales-ui-text.ts';
import { tripGuideUiText } from './web/trip-guide-text.ts';
import { uiText } from './web/ui-text.ts';

/**
 * The English catalogue: its `language` code (pages' `lang`), `messages` (server and shared), `mail`, `notice` and
 * `push` (the worker's), `page` (the api's HTML pages), `web` (uiText), `webAdmin`, `webMembership`, `webSales`
 * (the texts of the views the web loads on demand).
 */
export const en = { language: languageCode, messages, mail: mailText, notice: noticeText, push: pushText, page: pageText, web: uiText, webAdmin: adminUiText, webMembership: membershipUiText, webSales: salesUiText, webTripGuide: tripGuideUiText } as const;
