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

/** The names a member's profile shows after answering that nobody sold them guidepass. */
export const noSalesperson = { firstName: 'N/A', lastName: 'N/A', fullName: 'No salesperson' } as const;

/** Edit distance between two strings (in code points), or `cap + 1` as soon as it is known to exceed `cap`. */
function editDistanceWithin(a: string, b: string, cap: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > cap) return cap + 1;
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > cap) return cap + 1;
    previous = current;
  }
  return previous[t.length]!;
}

/** How many edits a name key of this length may be from another and still be offered as "did you mean". */
export function closeNameEdits(key: string): number {
  const length = [...key].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Whether an existing salesperson's key is a close miss for a typed one: a typo or two apart (fewer for short
 * names, where two edits make another name), or the same words in another order ("Doe Jane" for "Jane Doe").
 * Both arguments are keys (salespersonNameKey).
 */
export function isCloseSalespersonName(typedKey: string, existingKey: string): boolean {
  if (typedKey === existingKey) return false;
  const cap = closeNameEdits(typedKey);
  if (cap > 0 && editDistanceWithin(typedKey, existingKey, cap) <= cap) return true;
  const words = (key: string) => key.split(' ').sort().join(' ');
  return words(typedKey) === words(existingKey);
}
