import { createHash } from 'node:crypto';

export interface Identity {
  name: string;
  /** Null for accounts without an e-mail address (possible on Facebook). */
  email: string | null;
  emailVerified: boolean;
}

function digest(text: string): bigint {
  return BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 16)}`);
}

/** A Google-like 21-digit subject, stable per lower-cased e-mail address. */
export function googleSubject(email: string): string {
  return `1${(digest(`google:${email.trim().toLowerCase()}`) % 10n ** 20n).toString().padStart(20, '0')}`;
}

/** A Facebook-like 16-digit user id, stable per e-mail (or per name when there is no e-mail). */
export function facebookUserId(identity: Identity): string {
  const key = identity.email ? `email:${identity.email.trim().toLowerCase()}` : `name:${identity.name.trim().toLowerCase()}`;
  return `10${(digest(`facebook:${key}`) % 10n ** 14n).toString().padStart(14, '0')}`;
}

export function splitName(name: string): { givenName: string; familyName: string | undefined } {
  const [givenName = '', ...rest] = name.trim().split(/\s+/);
  return { givenName, familyName: rest.length ? rest.join(' ') : undefined };
}

export function describeIdentity(identity: Identity): string {
  return identity.email ? `${identity.name} <${identity.email}>` : identity.name;
}
