import { describe, expect, it } from 'vitest';
import { paymentMethods, providerFacts } from '@guidepass/domain/payment-providers';
import { providerActions } from './provider-list.ts';

// The web finds each provider's own ways in its folder (import.meta.glob); what the domain says of a provider and
// what its folder offers must agree, or a return would go unconfirmed or a renewal could not be turned on.
describe('providerActions', () => {
  it.each(paymentMethods.map((method) => [method]))('%s has its own ways exactly when the domain says it needs them', (method) => {
    const facts = providerFacts(method);
    const actions = providerActions(method);
    expect(typeof actions.ownReturnId === 'function').toBe(facts.returnsOwnIds === true);
    expect(typeof actions.captureReturn === 'function').toBe(facts.returnsOwnIds === true);
    expect(typeof actions.confirmSubscription === 'function').toBe(facts.renews === true);
  });

  it('finds PayPal\'s in its folder: a purchase starts a subscription', () => {
    expect(providerActions('paypal').start).toBeTypeOf('function');
    expect(providerActions('paypal').ownReturnId?.({ token: 'EC-1', subscriptionId: 'I-1' })).toBe('I-1');
  });
});
