import { defaultPushServiceOrigins } from '@guidepass/config';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { productWiringsInOrder, type StandInWebhooks } from '@guidepass/sandbox/stand-ins';

export type { StandInWebhooks };

/** The outside services' variables the caller set (a variable set means: configured by the caller). */
export type Given = Record<string, string | undefined>;

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
export function standInSettings(options: { sandboxUrl: string; sandboxHttpsUrl: string; smtpPort: number; appUrl: string; given?: Given }): StandInSettings {
  const { sandboxUrl, sandboxHttpsUrl, appUrl, given = {} } = options;
  const product: Record<string, string> = oauthSettings(sandboxUrl, given);
  const webhooks: Record<string, object> = {};
  if (!given.SMTP_URL) product.SMTP_URL = `smtp://127.0.0.1:${options.smtpPort}`;
  // each payment provider the caller did not configure, against its stand-in (its <name>-product-wiring.ts)
  for (const standIn of productWiringsInOrder.filter((standIn) => !given[standIn.configuredBy])) {
    const settings = standIn.settings({ sandboxUrl, publicSandboxUrl: sandboxUrl, sandboxHttpsUrl, appUrl });
    Object.assign(product, settings.product);
    webhooks[standIn.name] = settings.webhooks;
  }
  if (!given.GUIDE_URL) product.GUIDE_URL = `${sandboxUrl}/guide-site/`;
  // The sandbox's push service (at /push) beside the real ones, which a browser on this machine may still use.
  if (!given.PUSH_SERVICE_ORIGINS) product.PUSH_SERVICE_ORIGINS = [...defaultPushServiceOrigins, new URL(sandboxUrl).origin].join(',');
  // Placeholders that say so: a development support contact (no one answers it).
  if (!given.SUPPORT_EMAIL) Object.assign(product, { SUPPORT_EMAIL: 'support@guidepass.sandbox', ...(given.SUPPORT_WHATSAPP ? {} : { SUPPORT_WHATSAPP: '+26770000000' }) });
  return { product, webhooks: webhooks as StandInWebhooks, redirectUris: oauthRedirectUris(appUrl, given) };
}

/** The same webhooks and redirect URIs as the sandbox process's environment (apps/sandbox/src/config.ts reads them). */
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
    ...Object.assign({}, ...productWiringsInOrder.map((standIn) => {
      const given = (webhooks as Record<string, object | undefined>)[standIn.name];
      return given ? standIn.sandboxProcessEnv(given) : {};
    })),
  };
}
