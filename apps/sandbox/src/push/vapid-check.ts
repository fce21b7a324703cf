import { verify } from 'node:crypto';
import { isPlainObject } from '../shared/json-values.ts';
import { publicKeyFromPoint } from './push-keys.ts';

/** A refused push: 401 without usable VAPID credentials, 403 with credentials that do not fit (as FCM and autopush). */
export interface VapidRefusal {
  status: 401 | 403;
  reason: string;
}

const maxLifetimeSeconds = 24 * 60 * 60;

function parseJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isPlainObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks a push request's VAPID credentials (RFC 8292): `Authorization: vapid t=<JWT>, k=<public key>`, the key
 * being the subscription's applicationServerKey, the JWT signed with it (ES256), its `aud` the endpoint's origin,
 * its `exp` in the future and no more than 24 hours away, and a `sub` contact. Answers the refusal, or undefined.
 */
export function checkVapid(authorization: string | undefined, expected: { applicationServerKey: string; audience: string; nowSeconds: number }): VapidRefusal | undefined {
  const match = /^vapid\s+(.+)$/i.exec(authorization?.trim() ?? '');
  if (!match) return { status: 401, reason: 'missing VAPID authorization (Authorization: vapid t=..., k=...)' };
  const params = Object.fromEntries(
    match[1]!.split(',').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim().toLowerCase(), pair.slice(at + 1).trim()];
    }),
  );
  const token = params.t;
  const key = params.k;
  if (!token || !key) return { status: 401, reason: 'the vapid authorization needs both t and k' };
  if (key !== expected.applicationServerKey) return { status: 403, reason: "k is not this subscription's applicationServerKey" };
  const publicKey = publicKeyFromPoint(Buffer.from(key, 'base64url'));
  if (!publicKey) return { status: 401, reason: 'k is not a P-256 public key' };

  const parts = token.split('.');
  if (parts.length !== 3) return { status: 401, reason: 't is not a JWT' };
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string];
  const header = parseJson(headerPart);
  const claims = parseJson(claimsPart);
  if (!header || !claims) return { status: 401, reason: 'the JWT does not decode' };
  if (header.alg !== 'ES256') return { status: 401, reason: `the JWT's alg must be ES256 (got ${String(header.alg)})` };
  const signature = Buffer.from(signaturePart, 'base64url');
  const signed = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature);
  if (!signed) return { status: 403, reason: "the JWT's signature does not verify with k" };
  if (claims.aud !== expected.audience) return { status: 403, reason: `aud must be ${expected.audience} (got ${String(claims.aud)})` };
  if (typeof claims.exp !== 'number') return { status: 403, reason: 'the JWT has no exp' };
  if (claims.exp <= expected.nowSeconds) return { status: 403, reason: 'the JWT has expired' };
  if (claims.exp > expected.nowSeconds + maxLifetimeSeconds) return { status: 403, reason: 'exp is more than 24 hours away' };
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return { status: 403, reason: 'sub must be a mailto: or https: contact' };
  return undefined;
}
