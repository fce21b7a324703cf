import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultDpoCompanies, type DpoOptions } from './dpo/dpo-options.ts';
import { dpoRoutes } from './dpo/dpo-routes.ts';
import { guideSiteRoutes } from './guide/guide-routes.ts';
import { renderIndexPage } from './index-page.ts';
import { mailRoutes } from './mail/mail-routes.ts';
import type { MailStore } from './mail/mail-store.ts';
import { facebookRoutes } from './oauth/facebook/facebook-routes.ts';
import { googleRoutes } from './oauth/google/google-routes.ts';
import type { PaypalOptions } from './paypal/paypal-options.ts';
import { paypalRoutes } from './paypal/paypal-routes.ts';
import type { PaypalHttpsHost } from './paypal/paypal-state.ts';
import { pushRoutes } from './push/push-routes.ts';
import type { OAuthClient } from './oauth/oauth-client.ts';
import { sendHtml } from './shared/send-html.ts';
import type { YocoOptions } from './yoco/yoco-options.ts';
import { yocoRoutes } from './yoco/yoco-routes.ts';

export interface SandboxAppOptions {
  /** A function because with port 0 the public URL is only known after listening. */
  publicUrl: () => string;
  smtpPort: () => number | undefined;
  mailStore: MailStore;
  google: OAuthClient;
  facebook: OAuthClient;
  paypal?: PaypalOptions;
  /** PayPal's API host over HTTPS (the sandbox's HTTPS listener) and the test root behind its certificates. */
  paypalHttpsHost: PaypalHttpsHost;
  yoco: YocoOptions;
  dpo: DpoOptions;
  logger?: boolean;
}

export async function buildSandboxApp(options: SandboxAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody);

  app.get('/', async (_request, reply) =>
    sendHtml(
      reply,
      200,
      renderIndexPage({
        publicUrl: options.publicUrl(),
        smtpPort: options.smtpPort(),
        googleClientId: options.google.clientId,
        facebookClientId: options.facebook.clientId,
        dpoCompanies: options.dpo.companies ?? defaultDpoCompanies,
      }),
    ),
  );

  await app.register(mailRoutes, { prefix: '/mail', store: options.mailStore });
  await app.register(googleRoutes, {
    prefix: '/google',
    client: options.google,
    issuer: () => `${options.publicUrl()}/google`,
  });
  await app.register(facebookRoutes, { prefix: '/facebook', client: options.facebook });
  await app.register(paypalRoutes, { prefix: '/paypal', ...options.paypal, publicUrl: options.publicUrl, httpsHost: options.paypalHttpsHost });
  await app.register(yocoRoutes, { prefix: '/yoco', ...options.yoco, publicUrl: options.publicUrl });
  await app.register(dpoRoutes, { prefix: '/dpo', ...options.dpo, publicUrl: options.publicUrl });
  await app.register(guideSiteRoutes, { prefix: '/guide-site' });
  await app.register(pushRoutes, { prefix: '/push', publicUrl: options.publicUrl });
  return app;
}
