import { randomBytes, randomUUID } from 'node:crypto';

const upperAlphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const tokenCharacters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export interface IdGenerator {
  bytes(count: number): Buffer;
  /** e.g. order ids (17), PayerIDs (13). */
  upperAlphanumeric(length: number): string;
  tokenText(length: number): string;
  /** Lower-case hex, like PayPal debug ids. */
  hex(length: number): string;
  uuid(): string;
}

function fromAlphabet(alphabet: string, length: number): string {
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

export function createIdGenerator(): IdGenerator {
  return {
    bytes: (count) => randomBytes(count),
    upperAlphanumeric: (length) => fromAlphabet(upperAlphanumerics, length),
    tokenText: (length) => fromAlphabet(tokenCharacters, length),
    hex: (length) => randomBytes(Math.ceil(length / 2)).toString('hex').slice(0, length),
    uuid: () => randomUUID(),
  };
}
