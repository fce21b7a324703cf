import { randomUUID } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import { isCommonPassword } from '@guidepass/domain/common-passwords';
import { PasswordTooCommon, WeakPassword } from '../../errors.ts';
import type { HashPool } from './hash-pool.ts';

// OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane. @node-rs/argon2 runs on the libuv pool.
const argon2id = 2; // Algorithm.Argon2id, a const enum that cannot be imported under verbatimModuleSyntax
const options: Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const minPasswordLength = 6;
const maxPasswordLength = 128;

export interface Passwords {
  /** The argon2id hash to store for a new password. */
  hash(password: string): Promise<string>;
  /** Checks a password against a stored hash; with no hash it still spends the time, and answers false. */
  check(storedHash: string | null, password: string): Promise<boolean>;
}

/** Hashing and checking, every one through `pool` (ServerBusy when it is full); one app's instance. */
export function createPasswords(pool: HashPool): Passwords {
  // A hash of a random password, so an unknown e-mail costs as much time as a wrong password. A refused attempt
  // to make it is forgotten, so the next caller tries again.
  let decoy: Promise<string> | undefined;
  const decoyHash = () =>
    (decoy ??= pool.run(() => hash(randomUUID(), options)).catch((error: unknown) => {
      decoy = undefined;
      throw error;
    }));

  return {
    hash: (password) => pool.run(() => hash(password, options)),
    async check(storedHash, password) {
      if (!storedHash) {
        const known = await decoyHash();
        await pool.run(() => verify(known, password).catch(() => false));
        return false;
      }
      return pool.run(() => verify(storedHash, password).catch(() => false));
    },
  };
}

function isAcceptablePassword(password: string): boolean {
  return password.length >= minPasswordLength && password.length <= maxPasswordLength;
}

/** The rules for a password someone chooses (sign-up, reset, change): its length, and not on the common list. */
export async function assertAcceptableNewPassword(password: string): Promise<void> {
  if (!isAcceptablePassword(password)) throw new WeakPassword();
  if (await isCommonPassword(password)) throw new PasswordTooCommon();
}
