import { createHash, timingSafeEqual } from 'node:crypto';

export type CodeChallengeMethod = 'S256' | 'plain';

// RFC 7636 §4.1/§4.2: 43–128 characters from the unreserved set.
const pkceValuePattern = /^[A-Za-z0-9\-._~]{43,128}$/;

export function isValidPkceValue(value: string): boolean {
  return pkceValuePattern.test(value);
}

export function isCodeChallengeMethod(value: string): value is CodeChallengeMethod {
  return value === 'S256' || value === 'plain';
}

export function codeChallengeFor(verifier: string, method: CodeChallengeMethod): string {
  return method === 'S256' ? createHash('sha256').update(verifier, 'ascii').digest('base64url') : verifier;
}

export function verifyCodeVerifier(verifier: string, challenge: string, method: CodeChallengeMethod): boolean {
  if (!isValidPkceValue(verifier)) return false;
  const expected = Buffer.from(challenge);
  const actual = Buffer.from(codeChallengeFor(verifier, method));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
