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
  // DPO Pay accounts (providers.md §6): the CompanyToken in the XML body is the only credential. The first is the
  // product's Botswana account; the second a pula-only account with Orange Money alone, for per-company refusals.
  dpo: {
    companyToken: '5A6D0B1E-D1A0-4B07-9C5A-60D5A7D0B0A1',
    serviceType: '5525',
    currencies: ['BWP', 'USD', 'ZAR'],
    mobileOperators: ['orange', 'mascom', 'btc'],
    pulaOnly: {
      companyToken: '5A6D0B1E-D1A0-4B07-9C5A-60D5A7D0B0B2',
      serviceType: '5526',
      currencies: ['BWP'],
      mobileOperators: ['orange'],
    },
  },
} as const;

export const defaultHost = sandboxDefaults.host;
export const defaultGoogleClient: OAuthClient = sandboxDefaults.google;
export const defaultFacebookClient: OAuthClient = sandboxDefaults.facebook;
