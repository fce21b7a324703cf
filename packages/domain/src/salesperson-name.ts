/** Trims and single-spaces a name part, keeping the case the person typed. */
export function tidyName(part: string): string {
  return part.trim().replace(/\s+/g, ' ');
}

/**
 * The one name normalisation: the key that makes "  jane  DOE", "Jane Doe", "ＪＡＮＥ DOE" and "Jane\u200B Doe" the
 * same salesperson. NFKC (full-width and compatibility forms), format characters (\p{Cf}: zero-width spaces and
 * joiners, BOM, soft hyphen, direction marks) removed, white space collapsed, then case-folded here in JavaScript,
 * locale-independently, and never by SQL's lower(): upper-then-lower folds ß and ligatures, and the final sigma ς
 * becomes σ so "ΟΔΥΣΣΕΑΣ" and "οδυσσεασ" agree. migrations/2026-11-23T20-40_rekey_salesperson_names.ts repeats
 * these steps (a migration imports nothing of ours): change both together.
 */
export function salespersonNameKey(fullName: string): string {
  const visible = fullName.normalize('NFKC').replace(/\p{Cf}/gu, '');
  const folded = tidyName(visible).toUpperCase().toLowerCase().replace(/ς/g, 'σ');
  return folded.normalize('NFKC');
}

/** The salesperson given to Google sign-ups that carry no referral code. */
export const googleSalesperson = { firstName: 'N/A', lastName: 'N/A', fullName: 'Google User' } as const;
