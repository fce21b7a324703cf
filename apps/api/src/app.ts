import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '@guidepass/config';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler.ts';
import db from './plugins/app/db.ts';
import redis from './plugins/app/redis.ts';
import queues from './plugins/app/queues.ts';
import authenticate from './plugins/app/authenticate.ts';
import webApp from './plugins/app/web-app.ts';
import cookie from './plugins/external/cookie.ts';
import jwt from './plugins/external/jwt.ts';
import helmet from './plugins/external/helmet.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import healthRoutes from './routes/health.ts';
import signupRoute from './routes/auth/signup.ts';
import loginRoute from './routes/auth/login.ts';
import sessionRoutes from './routes/auth/session.ts';
import emailVerificationRoutes from './routes/auth/email-verification.ts';
import passwordResetRoutes from './routes/auth/password-reset.ts';
import oauthRoutes from './routes/auth/oauth.ts';
import meRoutes from './routes/api/me.ts';
import tiersRoute from './routes/api/tiers.ts';
import salespersonsRoute from './routes/api/salespersons.ts';
import adminSessionRoute from './routes/admin/admin-session.ts';
import adminArea from './routes/admin/admin-area.ts';
import paymentsRoutes from './routes/api/payments.ts';
import guideSessionRoute from './routes/guide/guide-session.ts';
import guideProxy from './routes/guide/guide-proxy.ts';
import webhookRoutes from './routes/webhooks/webhooks.ts';
import providers from './plugins/app/providers.ts';
import metrics from './plugins/app/metrics.ts';
import openApi from './plugins/external/swagger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  webRoot: string;
}

export const bodyLimitBytes = 64 * 1024;

/** Believe the nearest `hops` proxies (Fastify's types take no number, though its proxy-addr does). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The whole API as one Fastify instance; `server.ts` is the only place that listens. */
export async function buildApp(config: Config, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] },
    bodyLimit: bodyLimitBytes,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // Only the deployment's own proxy may say who the client is; a client-chosen X-Forwarded-For is ignored.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true } },
  });
  app.decorate('config', config);
  // The id a client or proxy can quote when reporting a problem; queued jobs carry it too.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // On shutdown, answers to requests still in flight close their connection, so a keep-alive socket that was busy
  // when closing began cannot hold the server open until its keep-alive time-out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // JSON only: a text/plain body is refused (415) rather than parsed into a string.
  app.removeContentTypeParser('text/plain');

  await app.register(errorHandler);
  await app.register(openApi);
  await app.register(helmet);
  await app.register(cookie);
  await app.register(jwt);
  await app.register(db);
  await app.register(redis);
  await app.register(queues);
  await app.register(rateLimit);
  await app.register(authenticate);
  await app.register(providers);
  await app.register(metrics);

  await app.register(healthRoutes);
  await app.register(
    async (auth) => {
      await auth.register(signupRoute);
      await auth.register(loginRoute);
      await auth.register(sessionRoutes);
      await auth.register(emailVerificationRoutes);
      await auth.register(passwordResetRoutes);
      await auth.register(oauthRoutes);
    },
    { prefix: '/auth' },
  );
  await app.register(
    async (api) => {
      api.addHook('onRequest', app.authenticate);
      await api.register(meRoutes);
      await api.register(tiersRoute);
      await api.register(paymentsRoutes);
      await api.register(guideSessionRoute);
      await api.register(salespersonsRoute);
      await api.register(adminSessionRoute);
    },
    { prefix: '/api' },
  );
  await app.register(webhookRoutes, { prefix: '/webhooks' });
  await app.register(guideProxy);
  await app.register(adminArea, { prefix: '/admin' });
  await app.register(webApp, { root: options.webRoot });
  return app;
}
