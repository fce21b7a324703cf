/** Trims and single-spaces a name part, keeping the case the person typed. */
export function tidyName(part: string): string {
  return part.trim().replace(/\s+/g, ' ');
}

/** The key that makes "  jane  DOE" and "Jane Doe" the same salesperson. */
export function salespersonNameKey(fullName: string): string {
  return tidyName(fullName).normalize('NFKC').toLocaleLowerCase('en');
}

/** The salesperson given to Google sign-ups that carry no referral code. */
export const googleSalesperson = { firstName: 'N/A', lastName: 'N/A', fullName: 'Google User' } as const;
