import type { Session } from '../../../lib/session/session-types.ts';
import type { MemberSubscription } from './find-member.ts';

export interface SubscriptionRecheck {
  /** whether the provider was read within the wait (false: the worker keeps trying) */
  checked: boolean;
  /** charges the provider made that we had missed, credited now */
  newlyCredited: number;
  subscription: MemberSubscription;
}

/** Reads the subscription and its charges at its provider again: records its status and next charge, credits missed charges once. */
export function recheckSubscription(session: Session, id: string) {
  return session.call<SubscriptionRecheck>(`/admin/subscriptions/${encodeURIComponent(id)}/recheck`, { method: 'POST' });
}
