import { describe, expect, it } from 'vitest';
import { renewingProvider } from '@guidepass/domain/payment-providers';
import { renewalAdminPart } from './renewal-admin-part.ts';

// The admin area finds the renewing provider's part in its folder (import.meta.glob): a provider that renews has one,
// or its members' subscriptions would vanish from the members section.
describe('renewalAdminPart', () => {
  it('is there exactly when a provider renews', () => {
    expect(renewalAdminPart !== undefined).toBe(renewingProvider !== undefined);
    expect(renewalAdminPart?.SubscriptionCard).toBeTypeOf('function');
  });
});
