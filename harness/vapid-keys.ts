import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The product's VAPID settings (packages/config: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). */
export type VapidSettings = Record<'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT', string>;

const subject = 'mailto:support@guidepass.sandbox';

/** A new P-256 pair in the form Web Push uses: the public key's uncompressed point and the private scalar, base64url. */
export function newVapidSettings(): VapidSettings {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d!, VAPID_SUBJECT: subject };
}

/**
 * Development's pair, made once under `dir` and kept: a new pair would orphan every subscription a browser made
 * with the old public key.
 */
export function keptVapidSettings(dir: string): VapidSettings {
  const file = path.join(dir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(newVapidSettings()), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as VapidSettings;
}
