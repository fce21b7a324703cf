import type { ComponentType } from 'react';
import type { MemberSubscription } from './api/find-member.ts';
import type { SubscriptionRecheck } from './api/recheck-subscription.ts';

/** What the provider that renews shows an admin of a member's subscriptions. */
export interface RenewalAdminPart {
  /** one subscription's card; `onChecked` with the re-check's answer */
  SubscriptionCard: ComponentType<{ subscription: MemberSubscription; onChecked(answer: SubscriptionRecheck): void }>;
}

// Its folder beside this file (`<provider>/<provider>-admin-part.ts`, exporting `renewalAdminPart`), found by Vite when
// it builds, so the admin area names no provider; none when no provider renews.
const found = Object.values(import.meta.glob<RenewalAdminPart>('./*/*-admin-part.ts', { eager: true, import: 'renewalAdminPart' }));

/** The renewing provider's part of the admin area, if a provider renews. */
export const renewalAdminPart: RenewalAdminPart | undefined = found[0];
