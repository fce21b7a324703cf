import { createHash, randomBytes } from 'node:crypto';

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

/** Random by default; with a seed every run produces the same sequence (ids in tests). */
export function createIdGenerator(seed?: string): IdGenerator {
  let counter = 0;
  const bytes =
    seed === undefined
      ? (count: number) => randomBytes(count)
      : (count: number) => {
          const chunks: Buffer[] = [];
          for (let length = 0; length < count; length += 32) {
            chunks.push(createHash('sha256').update(`${seed}:${counter++}`).digest());
          }
          return Buffer.concat(chunks).subarray(0, count);
        };

  function fromAlphabet(alphabet: string, length: number): string {
    // Rejection sampling keeps every character equally likely.
    const limit = 256 - (256 % alphabet.length);
    let out = '';
    while (out.length < length) {
      for (const byte of bytes(length * 2)) {
        if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
      }
    }
    return out;
  }

  return {
    bytes,
    upperAlphanumeric: (length) => fromAlphabet(upperAlphanumerics, length),
    tokenText: (length) => fromAlphabet(tokenCharacters, length),
    hex: (length) => bytes(Math.ceil(length / 2)).toString('hex').slice(0, length),
    uuid() {
      const value = bytes(16);
      value[6] = ((value[6] ?? 0) & 0x0f) | 0x40;
      value[8] = ((value[8] ?? 0) & 0x3f) | 0x80;
      const hex = value.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}
