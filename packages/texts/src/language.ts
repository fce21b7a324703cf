/** The languages guidepass speaks; each one has a whole catalogue (catalogues.ts) and a way of writing dates (format.ts). */
export const languages = ['en'] as const;
export type Language = (typeof languages)[number];

/** The language of every text until a person chooses another. */
export const defaultLanguage: Language = 'en';

/** Whether a value (a stored column, a header's tag) is one of the languages guidepass speaks. */
export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language === value);
}

/** A stored language as one guidepass speaks: itself when known, else the default (a code from a newer release, say). */
export function languageOr(value: string | null | undefined): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

/**
 * The first of a person's preferred languages (a browser's `navigator.languages`, an Accept-Language header's tags in
 * order) that guidepass speaks, by its primary tag (`tn-BW` is `tn`); the default when none is.
 */
export function chooseLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}

/** The tags of an Accept-Language header, most wanted first (q=0 ones left out), for chooseLanguage. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
