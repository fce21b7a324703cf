// My sales's texts, apart from uiText: only its view (loaded on demand) reads them, so they are not part of the
// JavaScript every phone loads first (the 100 KB budget, scripts/check-bundle-size.ts).
import { salesText } from './sales-text.ts';

export const salesUiText = salesText;
