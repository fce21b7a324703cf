import { Type, type Static } from 'typebox';
import { list } from './comma-list.ts';
import { ConfigError } from './config-error.ts';

/**
 * The push services of the browsers people use (Chrome/Edge via FCM, Firefox, Safari, Windows): the only origins the
 * worker will POST a member's push subscription to. `*.` matches any subdomain.
 */
export const defaultPushServiceOrigins = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
] as const;

/** The Web Push variables of the environment schema. */
export const pushEnv = {
  // Web Push (product.md §8): the application server's VAPID key pair (P-256: the public key as the 65-byte
  // uncompressed point, the private key as its 32 bytes, both base64url) and its contact; all three or none (no push)
  VAPID_PUBLIC_KEY: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{87}$' })),
  VAPID_PRIVATE_KEY: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' })),
  VAPID_SUBJECT: Type.Optional(Type.String({ pattern: '^(mailto:[^\\s@]+@[^\\s@]+|https://[^\\s]+)$' })),
  // the push services a subscription may point at (https origins; `*.` for any subdomain; an http origin only when
  // listed exactly, as the sandbox's): nothing else is ever POSTed to
  PUSH_SERVICE_ORIGINS: Type.String({ default: defaultPushServiceOrigins.join(',') }),
};

type PushEnv = Static<ReturnType<typeof Type.Object<typeof pushEnv>>>;

/** Web Push: the VAPID key pair and subject (null: push is off), and the push services a subscription may name */
export interface PushSettings {
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  serviceOrigins: string[];
}

function vapidOf(env: PushEnv): PushSettings['vapid'] {
  const given = { VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY, VAPID_SUBJECT: env.VAPID_SUBJECT };
  const missing = Object.entries(given).filter(([, value]) => value === undefined).map(([name]) => name);
  if (missing.length === 3) return null;
  if (missing.length) throw new ConfigError(`${missing.join(' and ')} must be set together with ${Object.keys(given).filter((name) => !missing.includes(name)).join(' and ')}`);
  return { publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY!, subject: env.VAPID_SUBJECT! };
}

function pushServiceOriginsOf(value: string): string[] {
  const origins = list(value);
  for (const origin of origins) {
    if (!/^(https:\/\/(\*\.)?|http:\/\/)[a-z0-9.-]+(:\d+)?$/i.test(origin)) {
      throw new ConfigError(`PUSH_SERVICE_ORIGINS expects origins like https://push.example.com or https://*.example.com (got ${JSON.stringify(origin)})`);
    }
  }
  return origins.map((origin) => origin.toLowerCase());
}

/** The push settings; throws ConfigError when the VAPID variables come incomplete or an origin is malformed. */
export function pushOf(env: PushEnv): PushSettings {
  return { vapid: vapidOf(env), serviceOrigins: pushServiceOriginsOf(env.PUSH_SERVICE_ORIGINS) };
}
