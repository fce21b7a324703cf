import { createPublicKey } from 'node:crypto';

/**
 * Whether base64url `text` is an uncompressed point on P-256 (0x04 ‖ x ‖ y), as a browser's p256dh key is: a key off
 * the curve could never be encrypted to, and every push to it would fail.
 */
export function isP256Point(text: string): boolean {
  const point = Buffer.from(text, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return false;
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}
