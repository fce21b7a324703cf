import type { Session } from '../../../lib/session/session-types.ts';
import type { AdminSubscription } from './admin-subscription.ts';

export interface SubscriptionRecheck {
  /** whether PayPal was read within the wait (false: the worker keeps trying) */
  checked: boolean;
  /** charges PayPal made that we had missed, credited now */
  newlyCredited: number;
  subscription: AdminSubscription;
}

/** Reads the subscription and its charges at PayPal again: records its status and next charge, credits missed charges once. */
export function recheckSubscription(session: Session, id: string) {
  return session.call<SubscriptionRecheck>(`/admin/subscriptions/${encodeURIComponent(id)}/recheck`, { method: 'POST' });
}
