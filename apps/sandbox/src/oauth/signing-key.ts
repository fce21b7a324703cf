import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

export interface PublicJwk {
  kty: string;
  n: string;
  e: string;
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

export interface SigningKey {
  kid: string;
  jwks(): { keys: PublicJwk[] };
  signJwt(claims: Record<string, unknown>): string;
}

function base64urlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** RFC 7638 thumbprint, so the kid changes whenever the key does. */
function thumbprint(jwk: { kty: string; n: string; e: string }): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * A fresh RSA key pair per sandbox run; tokens from a previous run stop verifying, as after a key rotation. The key is
 * made when first used: most runs never sign a Google token, and an RSA key costs a few hundred milliseconds of CPU.
 */
export function createSigningKey(): SigningKey {
  let made: { jwk: PublicJwk; privateKey: KeyObject } | undefined;
  const key = () => (made ??= newKey());
  return {
    get kid() {
      return key().jwk.kid;
    },
    jwks: () => ({ keys: [key().jwk] }),
    signJwt(claims) {
      const { jwk, privateKey } = key();
      const signingInput = `${base64urlJson({ alg: 'RS256', typ: 'JWT', kid: jwk.kid })}.${base64urlJson(claims)}`;
      const signature = sign('sha256', Buffer.from(signingInput), privateKey).toString('base64url');
      return `${signingInput}.${signature}`;
    },
  };
}

function newKey(): { jwk: PublicJwk; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const exported = publicKeyJwk(publicKey);
  return { jwk: { ...exported, kid: thumbprint(exported), alg: 'RS256', use: 'sig' }, privateKey };
}

function publicKeyJwk(publicKey: KeyObject): { kty: string; n: string; e: string } {
  const { kty, n, e } = publicKey.export({ format: 'jwk' });
  if (kty !== 'RSA' || !n || !e) throw new Error('Expected an RSA public key');
  return { kty, n, e };
}
