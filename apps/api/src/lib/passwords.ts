import { hash, verify, type Options } from '@node-rs/argon2';
import { isCommonPassword } from '@guidepass/domain/common-passwords';
import { PasswordTooCommon, WeakPassword } from '../errors.ts';

// OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane. @node-rs/argon2 runs on the libuv pool.
const argon2id = 2; // Algorithm.Argon2id, a const enum that cannot be imported under verbatimModuleSyntax
const options: Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const minPasswordLength = 6;
const maxPasswordLength = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A hash of a random password, so an unknown e-mail costs as much time as a wrong password.
let decoy: Promise<string> | undefined;

/** Checks a password against a stored hash; with no hash it still spends the time, and answers false. */
export async function checkPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hash(crypto.randomUUID(), options);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

function isAcceptablePassword(password: string): boolean {
  return password.length >= minPasswordLength && password.length <= maxPasswordLength;
}

/** The rules for a password someone chooses (sign-up, reset, change): its length, and not on the common list. */
export async function assertAcceptableNewPassword(password: string): Promise<void> {
  if (!isAcceptablePassword(password)) throw new WeakPassword();
  if (await isCommonPassword(password)) throw new PasswordTooCommon();
}
