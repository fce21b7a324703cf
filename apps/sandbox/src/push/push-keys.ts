import { createECDH, createPublicKey, type KeyObject } from 'node:crypto';

/** A P-256 public key as the 65-byte uncompressed point (0x04 ‖ x ‖ y), the form Web Push carries in base64url. */
export function publicKeyFromPoint(point: Buffer): KeyObject | undefined {
  if (point.length !== 65 || point[0] !== 0x04) return undefined;
  try {
    return createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
  } catch {
    return undefined;
  }
}

/** Whether `text` is base64url (no padding) of exactly `bytes` bytes. */
export function isBase64UrlOf(text: unknown, bytes: number): text is string {
  return typeof text === 'string' && /^[A-Za-z0-9_-]+$/.test(text) && Buffer.from(text, 'base64url').length === bytes;
}

/** The browser's side of a subscription: its ECDH key pair (p256dh) and auth secret, as a user agent makes them. */
export function newBrowserKeys(randomAuth: Buffer) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey(), auth: randomAuth };
}
