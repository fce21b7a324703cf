/** What the api answers when a re-check asks about a subscription PayPal never had. */
export const paypalSubscriptionMessages = {
  subscriptionNotAtProvider: 'That subscription never reached PayPal, so there is nothing to re-check.',
} as const;
