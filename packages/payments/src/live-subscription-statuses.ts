import type { Selectable } from 'kysely';
import type { Database } from '@guidepass/db';

/** A subscription's status, in the words of the provider that renews (the subscriptions table). */
type SubscriptionStatus = Selectable<Database['subscriptions']>['status'];

/** A subscription in these statuses will charge again: its member is on automatic renewal (one at a time). */
export const liveSubscriptionStatuses: readonly SubscriptionStatus[] = ['APPROVED', 'ACTIVE'];
