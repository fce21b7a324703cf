import type { Session } from '../../../lib/session/session-types.ts';

/** GET /api/push/key: the server's public VAPID key, to subscribe this device with (base64url). */
export function getPushKey(session: Session) {
  return session.call<{ publicKey: string }>('/api/push/key');
}
