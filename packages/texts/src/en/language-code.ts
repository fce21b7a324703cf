import type { Language } from '../language.ts';

/** The language of the English catalogue, as pages declare it (`<html lang>`) and as `catalogues` knows it. */
export const languageCode = 'en' satisfies Language;
