import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: codes are read aloud and typed on phones.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReferralCode(length = 6): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export function normaliseReferralCode(input: string): string {
  return input.trim().toUpperCase().replace(/[\s-]/g, '');
}
