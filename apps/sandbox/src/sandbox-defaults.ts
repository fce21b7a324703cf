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
    // createToken may name the service by its name instead (ServiceTypeName, providers.md §6.8)
    serviceTypeName: 'Guide membership',
    currencies: ['BWP', 'USD', 'ZAR'],
    mobileOperators: ['orange', 'mascom', 'btc'],
    pulaOnly: {
      companyToken: '5A6D0B1E-D1A0-4B07-9C5A-60D5A7D0B0B2',
      serviceType: '5526',
      serviceTypeName: 'Guide membership (pula)',
      currencies: ['BWP'],
      mobileOperators: ['orange'],
    },
  },
} as const;

/**
 * The stand-in terminal's wallets as DPO sets them up (providers.md §6.8): the MNO value ChargeTokenMobile must name,
 * in DPO's spelling, and the catalogue name GetMobilePaymentOptions lists. The harness configures the product with
 * them (DPO_MOBILE_OPERATORS=orange:Orange:OrangeMoneyBW,…).
 */
export const sandboxDpoWallets = {
  orange: { mno: 'Orange', paymentName: 'OrangeMoneyBW' },
  mascom: { mno: 'Mascom', paymentName: 'MascomMyZakaBW' },
  btc: { mno: 'BTC', paymentName: 'BTCSmegaBW' },
} as const;

/** DPO_MOBILE_OPERATORS for the stand-in's terminal: our wallet, its MNO value and its catalogue name. */
export const sandboxDpoMobileOperators = Object.entries(sandboxDpoWallets)
  .map(([wallet, { mno, paymentName }]) => `${wallet}:${mno}:${paymentName}`)
  .join(',');

export const defaultHost = sandboxDefaults.host;
export const defaultGoogleClient: OAuthClient = sandboxDefaults.google;
export const defaultFacebookClient: OAuthClient = sandboxDefaults.facebook;
