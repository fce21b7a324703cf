// The admin area's texts, apart from uiText: only the admin view (loaded on demand) reads them, so they are not part
// of the JavaScript every phone loads first (the 100 KB budget, scripts/check-bundle-size.ts).
import { adminMembersText } from './admin-members-text.ts';
import { adminPaymentsText } from './admin-payments-text.ts';
import { adminSectionsText } from './admin-sections-text.ts';
import { adminText } from './admin-text.ts';

/** Every text the admin area shows besides `messages` and uiText. */
export const adminUiText = { ...adminText, ...adminMembersText, ...adminPaymentsText, ...adminSectionsText } as const;
