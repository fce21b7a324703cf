/** The PayPal stand-in's fixed credentials (part of `sandboxDefaults`, which the harness configures the product with). */
export const paypalDefaults = { clientId: 'guidepass-paypal', clientSecret: 'sandbox-paypal-secret', webhookId: 'WH-SANDBOX-0001' } as const;
