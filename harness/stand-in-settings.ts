import { defaultPushServiceOrigins } from '@guidepass/config';
import { yocoWebhookUrl } from '@guidepass/providers/yoco-webhook-setup';
import { sandboxDefaults, sandboxDpoMobileOperators } from '@guidepass/sandbox/defaults';

type Given = Record<string, string | undefined>;

/**
 * The webhooks toward the app, for the providers the sandbox stands in for: PayPal's the sandbox registers at start;
 * Yoco's the harness registers through Yoco's API once the sandbox is up (harness/yoco-webhook.ts), as
 * `npm run yoco:setup` does, and gives the product the secret Yoco answers.
 */
export interface StandInWebhooks {
  paypal?: { webhookUrl: string; webhookId: string };
  yoco?: { webhookUrl: string };
  /** DPO's notification (PTN), set in DPO's portal for the account: the sandbox's main account posts to it */
  dpo?: { notificationUrl: string };
}

/** The redirect URIs the sign-in stand-ins register for the product's clients, as at the real providers. */
export interface StandInRedirectUris {
  google?: string[];
  facebook?: string[];
}

export interface StandInSettings {
  /** the product's configuration for every outside service the caller did not configure */
  product: Record<string, string>;
  /** the sandbox's webhooks toward the app (its own side of the same credentials) */
  webhooks: StandInWebhooks;
  /** exactly the product's callback URLs, for the providers the stand-ins play */
  redirectUris: StandInRedirectUris;
}

/** The product's callback for a provider: @fastify/oauth2's callbackUri in apps/api/src/plugins/external/oauth2.ts. */
const callbackUrl = (appUrl: string, provider: 'google' | 'facebook') => `${appUrl.replace(/\/+$/, '')}/auth/${provider}/callback`;

function oauthRedirectUris(appUrl: string, given: Given): StandInRedirectUris {
  return {
    ...(given.GOOGLE_CLIENT_ID ? {} : { google: [callbackUrl(appUrl, 'google')] }),
    ...(given.FACEBOOK_CLIENT_ID ? {} : { facebook: [callbackUrl(appUrl, 'facebook')] }),
  };
}

function oauthSettings(sandboxUrl: string, given: Given): Record<string, string> {
  const google: Record<string, string> = given.GOOGLE_CLIENT_ID
    ? {}
    : { GOOGLE_CLIENT_ID: sandboxDefaults.google.clientId, GOOGLE_CLIENT_SECRET: sandboxDefaults.google.clientSecret, GOOGLE_ISSUER: `${sandboxUrl}/google` };
  const facebook: Record<string, string> = given.FACEBOOK_CLIENT_ID
    ? {}
    : {
        FACEBOOK_CLIENT_ID: sandboxDefaults.facebook.clientId,
        FACEBOOK_CLIENT_SECRET: sandboxDefaults.facebook.clientSecret,
        FACEBOOK_AUTH_URL: `${sandboxUrl}/facebook`,
        FACEBOOK_GRAPH_URL: `${sandboxUrl}/facebook`,
      };
  return { ...google, ...facebook };
}

/**
 * The one definition of "the product against the stand-ins": the product's configuration pointing every outside
 * service the caller did not configure (`given`) at the sandbox, with the sandbox's fixed credentials
 * (`@guidepass/sandbox/defaults`), and the sandbox's webhooks to the app at `appUrl`.
 */
export function standInSettings(options: { sandboxUrl: string; paypalHttpsUrl: string; smtpPort: number; appUrl: string; given?: Given }): StandInSettings {
  const { sandboxUrl, appUrl, given = {} } = options;
  const { paypal, yoco, dpo } = sandboxDefaults;
  const product: Record<string, string> = oauthSettings(sandboxUrl, given);
  const webhooks: StandInWebhooks = {};
  if (!given.SMTP_URL) product.SMTP_URL = `smtp://127.0.0.1:${options.smtpPort}`;
  if (!given.PAYPAL_CLIENT_ID) {
    Object.assign(product, {
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_API_BASE: `${sandboxUrl}/paypal`,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      // PayPal's HTTPS host in the sandbox; its test root is trusted once the sandbox is up (harness/paypal-test-root.ts).
      PAYPAL_CERT_HOSTS: new URL(options.paypalHttpsUrl).host,
    });
    webhooks.paypal = { webhookUrl: `${appUrl}/webhooks/paypal`, webhookId: paypal.webhookId };
  }
  if (!given.YOCO_SECRET_KEY) {
    // YOCO_WEBHOOK_SECRET comes from the registration once the sandbox is up (harness/yoco-webhook.ts).
    Object.assign(product, { YOCO_SECRET_KEY: yoco.secretKey, YOCO_API_BASE: `${sandboxUrl}/yoco/api` });
    webhooks.yoco = { webhookUrl: yocoWebhookUrl(appUrl) };
  }
  if (!given.DPO_COMPANY_TOKEN) {
    // DPO Pay's XML API and hosted page (apps/sandbox/src/dpo), with the sandbox's Botswana account.
    Object.assign(product, {
      DPO_COMPANY_TOKEN: dpo.companyToken,
      DPO_SERVICE_TYPE: dpo.serviceType,
      DPO_API_BASE: `${sandboxUrl}/dpo`,
      DPO_PAYMENT_URL: `${sandboxUrl}/dpo/payv2.php`,
      // the stand-in terminal's wallets: MNO values in DPO's spelling and their catalogue names (providers.md §6.8)
      DPO_MOBILE_OPERATORS: sandboxDpoMobileOperators,
    });
    webhooks.dpo = { notificationUrl: `${appUrl}/webhooks/dpo` };
  }
  if (!given.GUIDE_URL) product.GUIDE_URL = `${sandboxUrl}/guide-site/`;
  // The sandbox's push service (at /push) beside the real ones, which a browser on this machine may still use.
  if (!given.PUSH_SERVICE_ORIGINS) product.PUSH_SERVICE_ORIGINS = [...defaultPushServiceOrigins, new URL(sandboxUrl).origin].join(',');
  // Placeholders that say so: a development support contact (no one answers it).
  if (!given.SUPPORT_EMAIL) Object.assign(product, { SUPPORT_EMAIL: 'support@guidepass.sandbox', ...(given.SUPPORT_WHATSAPP ? {} : { SUPPORT_WHATSAPP: '+26770000000' }) });
  return { product, webhooks, redirectUris: oauthRedirectUris(appUrl, given) };
}

/** The same webhooks (PayPal's) and redirect URIs as the sandbox process's environment (apps/sandbox/src/config.ts reads them). */
export function sandboxProcessEnv(
  ports: { http: number; https: number; smtp: number },
  webhooks: StandInWebhooks,
  redirectUris: StandInRedirectUris = {},
): Record<string, string> {
  return {
    ...(redirectUris.google ? { SANDBOX_GOOGLE_REDIRECT_URIS: redirectUris.google.join(' ') } : {}),
    ...(redirectUris.facebook ? { SANDBOX_FACEBOOK_REDIRECT_URIS: redirectUris.facebook.join(' ') } : {}),
    SANDBOX_PORT: String(ports.http),
    SANDBOX_SMTP_PORT: String(ports.smtp),
    SANDBOX_HTTPS_PORT: String(ports.https),
    ...(webhooks.paypal ? { SANDBOX_PAYPAL_WEBHOOK_URL: webhooks.paypal.webhookUrl, SANDBOX_PAYPAL_WEBHOOK_ID: webhooks.paypal.webhookId } : {}),
    ...(webhooks.dpo ? { SANDBOX_DPO_NOTIFICATION_URL: webhooks.dpo.notificationUrl } : {}),
  };
}
