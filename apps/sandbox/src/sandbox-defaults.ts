import type { OAuthClient } from './oauth/oauth-client.ts';

/**
 * The one place the stand-ins' fixed credentials and default ports live. The sandbox reads them here, and the
 * harness imports them (`@guidepass/sandbox/defaults`) to configure the product against the stand-ins.
 */
export const sandboxDefaults = {
  host: '127.0.0.1',
  ports: { http: 4010, smtp: 2525, https: 4011 },
  // No redirect URI is registered unless the starter says which (SANDBOX_*_REDIRECT_URIS or startSandbox's options),
  // as with a freshly created client at the real providers.
  google: { clientId: 'guidepass-google', clientSecret: 'sandbox-google-secret', appName: 'GuidePass', redirectUris: [] } satisfies OAuthClient,
  facebook: { clientId: 'guidepass-facebook', clientSecret: 'sandbox-facebook-secret', appName: 'GuidePass', redirectUris: [] } satisfies OAuthClient,
  paypal: { clientId: 'guidepass-paypal', clientSecret: 'sandbox-paypal-secret', webhookId: 'WH-SANDBOX-0001' },
  // No webhook secret: Yoco makes one when a webhook is registered (POST /yoco/api/webhooks), as the harness does.
  yoco: { secretKey: 'sk_test_guidepass_sandbox' },
} as const;

export const defaultHost = sandboxDefaults.host;
export const defaultGoogleClient: OAuthClient = sandboxDefaults.google;
export const defaultFacebookClient: OAuthClient = sandboxDefaults.facebook;
