import type { OAuthClient } from './oauth/oauth-client.ts';

export const defaultHost = '127.0.0.1';

export const defaultGoogleClient: OAuthClient = {
  clientId: 'guidepass-google',
  clientSecret: 'sandbox-google-secret',
  appName: 'GuidePass',
};

export const defaultFacebookClient: OAuthClient = {
  clientId: 'guidepass-facebook',
  clientSecret: 'sandbox-facebook-secret',
  appName: 'GuidePass',
};
