/** The Yoco stand-in's key. No webhook secret: Yoco makes one when a webhook is registered (POST /yoco/api/webhooks), as the harness does. */
export const yocoDefaults = { secretKey: 'sk_test_guidepass_sandbox' } as const;
