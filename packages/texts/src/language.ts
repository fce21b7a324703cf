/** The languages guidepass speaks; each one has a whole catalogue (catalogues.ts) and a way of writing dates (format.ts). */
export const languages = ['en'] as const;
export type Language = (typeof languages)[number];

/** The language of every text until a person chooses another. */
export const defaultLanguage: Language = 'en';
