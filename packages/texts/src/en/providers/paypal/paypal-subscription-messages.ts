/** What the api answers when a re-check asks about a subscription PayPal never had. */
export const paypalSubscriptionMessages = {
  subscriptionNotAtPayPal: 'That subscription never reached PayPal, so there is nothing to re-check.',
} as const;
