import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { guideSiteRoutes } from './guide/guide-routes.ts';
import { renderIndexPage } from './index-page.ts';
import { mailRoutes } from './mail/mail-routes.ts';
import type { MailStore } from './mail/mail-store.ts';
import { facebookRoutes } from './oauth/facebook/facebook-routes.ts';
import { googleRoutes } from './oauth/google/google-routes.ts';
import { pushRoutes } from './push/push-routes.ts';
import type { OAuthClient } from './oauth/oauth-client.ts';
import { sendHtml } from './shared/send-html.ts';
import type { StartedStandIn } from './stand-in.ts';

export interface SandboxAppOptions {
  /** A function because with port 0 the public URL is only known after listening. */
  publicUrl: () => string;
  smtpPort: () => number | undefined;
  mailStore: MailStore;
  google: OAuthClient;
  facebook: OAuthClient;
  /** The payment providers' stand-ins (stand-ins.ts), each registered under /<name>. */
  standIns: readonly StartedStandIn[];
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
        standInEntries: options.standIns.map((standIn) => standIn.indexEntry(options.publicUrl())),
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
  for (const standIn of options.standIns) await standIn.register(app);
  await app.register(guideSiteRoutes, { prefix: '/guide-site' });
  await app.register(pushRoutes, { prefix: '/push', publicUrl: options.publicUrl });
  return app;
}
