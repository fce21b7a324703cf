import type { Session } from '../../../lib/session/session-types.ts';

/** A browser PushSubscription as its `toJSON()` gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** PUT /api/push/subscriptions: registers this device for the signed-in member (again is harmless). */
export function savePushSubscription(session: Session, subscription: PushSubscriptionJson) {
  return session.call<{ endpoint: string }>('/api/push/subscriptions', { method: 'PUT', body: subscription });
}

/** DELETE /api/push/subscriptions: this device gets no more notices. */
export function deletePushSubscription(session: Session, endpoint: string) {
  return session.call<{ endpoint: string }>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
