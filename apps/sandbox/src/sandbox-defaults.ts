import type { OAuthClient } from './oauth/oauth-client.ts';
import { standInsInOrder, type StandInDefaults } from './stand-ins.ts';

const generalDefaults = {
  host: '127.0.0.1',
  ports: { http: 4010, smtp: 2525, https: 4011 },
  // No redirect URI is registered unless the starter says which (SANDBOX_*_REDIRECT_URIS or startSandbox's options),
  // as with a freshly created client at the real providers.
  google: { clientId: 'guidepass-google', clientSecret: 'sandbox-google-secret', appName: 'GuidePass', redirectUris: [] } satisfies OAuthClient,
  facebook: { clientId: 'guidepass-facebook', clientSecret: 'sandbox-facebook-secret', appName: 'GuidePass', redirectUris: [] } satisfies OAuthClient,
} as const;

/**
 * The one place the stand-ins' fixed credentials and default ports are gathered (each payment stand-in's own in its
 * folder, `<name>-defaults.ts`, as `sandboxDefaults.<name>`). The sandbox reads them here, and the harness imports
 * them (`@guidepass/sandbox/defaults`) to configure the product against the stand-ins.
 */
export const sandboxDefaults = {
  ...generalDefaults,
  ...(Object.fromEntries(standInsInOrder.map((standIn) => [standIn.name, standIn.defaults])) as StandInDefaults),
};

export const defaultHost = sandboxDefaults.host;
export const defaultGoogleClient: OAuthClient = sandboxDefaults.google;
export const defaultFacebookClient: OAuthClient = sandboxDefaults.facebook;
