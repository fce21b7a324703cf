/**
 * How a salesperson sees a member in their ledger (product.md §9): initials and a masked e-mail, never the full
 * e-mail or a name. Members give no name, so the initials come from the e-mail's local part ("kagiso.moeng@…" →
 * "K. M.", at most three); the mask keeps the first character and the domain ("k***@gmail.com").
 */
export function memberLabel(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at + 1) : '';
  // A "+tag" is an address detail, not a name.
  const initials = local
    .split('+')[0]!
    .split(/[._-]+/)
    .filter((part) => /^\p{L}|^\p{N}/u.test(part))
    .slice(0, 3)
    .map((part) => `${[...part][0]!.toUpperCase()}.`)
    .join(' ');
  const masked = `${[...local][0] ?? ''}***${domain ? `@${domain}` : ''}`;
  return initials ? `${initials} · ${masked}` : masked;
}

/**
 * How a salesperson tells members apart in their ledger (product.md §14): the first part of the e-mail's local part as a
 * first name and the second part's initial ("kagiso.moeng@…" → "Kagiso M."), never the e-mail; '' when the address
 * holds no such part (the caller then shows the masked label).
 */
export function memberShortName(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const parts = local
    .split('+')[0]!
    .split(/[._-]+/)
    .filter((part) => /^\p{L}/u.test(part));
  const [first, second] = parts;
  if (!first) return '';
  const letters = [...first.toLocaleLowerCase('en')];
  const firstName = letters[0]!.toLocaleUpperCase('en') + letters.slice(1).join('');
  return second ? `${firstName} ${[...second][0]!.toLocaleUpperCase('en')}.` : firstName;
}
