/**
 * The hosted page's test cards (listed on the sandbox's index page). Any other number that passes the Luhn check is
 * declined as unknown; one that fails it is refused by the form, as a real card page does.
 */
export type CardOutcome = 'approved' | 'declined' | 'insufficient-funds';

export interface TestCard {
  number: string;
  brand: 'Visa' | 'Mastercard';
  outcome: CardOutcome;
  /** What the page tells the member when the card is refused. */
  reason?: string;
}

export const testCards: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'Visa', outcome: 'approved' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'approved' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'declined', reason: 'Card declined by the issuer' },
  { number: '4000000000009995', brand: 'Visa', outcome: 'insufficient-funds', reason: 'Insufficient funds' },
];

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((character, index) => {
    let digit = Number(character);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(digits)) return 'Mastercard';
  return 'Card';
}

export interface CardEntry {
  number: string;
  expiry: string;
  cvv: string;
  holder: string;
}

export type CardCheck =
  | { ok: false; problem: string }
  | { ok: true; digits: string; card: TestCard | undefined };

/** The form's own checks (number, expiry against the sandbox clock, CVV) before the "bank" answers. */
export function checkCardEntry(entry: CardEntry, now: number): CardCheck {
  const digits = entry.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, problem: 'The card number is not valid.' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(entry.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { ok: false, problem: 'Enter the expiry date as MM/YY.' };
  const today = new Date(now);
  const expiresAfter = (2000 + Number(expiry[2])) * 12 + month - 1;
  if (expiresAfter < today.getUTCFullYear() * 12 + today.getUTCMonth()) return { ok: false, problem: 'The card has expired.' };
  if (!/^\d{3,4}$/.test(entry.cvv.trim())) return { ok: false, problem: 'Enter the 3 or 4 digit security code.' };
  return { ok: true, digits, card: testCards.find((card) => card.number === digits) };
}
