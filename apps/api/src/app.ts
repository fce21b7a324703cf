import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import { logRequests, requestLogger } from './lib/platform/request-logger.ts';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '@guidepass/config';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler.ts';
import db from './plugins/app/db.ts';
import redis from './plugins/app/redis.ts';
import queues from './plugins/app/queues.ts';
import authenticate from './plugins/app/authenticate.ts';
import liveCache from './plugins/app/live-cache.ts';
import webApp from './plugins/app/web-app.ts';
import cookie from './plugins/external/cookie.ts';
import jwt from './plugins/external/jwt.ts';
import helmet from './plugins/external/helmet.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import providers from './plugins/app/providers.ts';
import passwords from './plugins/app/passwords.ts';
import metrics from './plugins/app/metrics.ts';
import openApi from './plugins/external/swagger.ts';
import oauth2 from './plugins/external/oauth2.ts';
import guideProxy from './plugins/app/guide-proxy.ts';
import noStore from './plugins/app/no-store.ts';
import jsonBody from './plugins/app/json-body.ts';

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
    logger: options.logger ?? requestLogger(config.logLevel),
    // One line per request instead of Fastify's two, and only at debug (lib/platform/request-logger.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: bodyLimitBytes,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // Only the deployment's own proxy may say who the client is; a client-chosen X-Forwarded-For is ignored.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true } },
    // Fastify's 10 s per plugin guards against a forgotten `done`; loading every route folder on a cold start of a
    // busy 2-core machine (tsx compiling on first load) has passed it. A hung plugin still fails the start.
    pluginTimeout: 60_000,
  });
  app.decorate('config', config);
  logRequests(app);
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
  await app.register(jsonBody);
  await app.register(openApi);
  await app.register(helmet);
  await app.register(cookie);
  await app.register(jwt);
  await app.register(oauth2);
  await app.register(db);
  await app.register(redis);
  await app.register(queues);
  await app.register(rateLimit);
  await app.register(liveCache);
  await app.register(authenticate);
  await app.register(providers);
  await app.register(passwords);
  await app.register(metrics);
  await app.register(guideProxy);

  await app.register(noStore);
  // Folder = URL: routes/api/payments/*.ts answer under /api/payments, behind the autohooks.ts guard of their folder
  // and of every folder above it (docs/architecture.md › Adding things). Autoload refuses .ts files unless it
  // recognises a TypeScript runtime, and on Node 20 it does not recognise `node --import tsx` (how npm start, the
  // image, the harness and the tests run this source): its documented switch tells it.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  await app.register(autoload, { dir: fileURLToPath(new URL('./routes', import.meta.url)), autoHooks: true, cascadeHooks: true });
  // Last: its wildcard and not-found handler take whatever no route above answers.
  await app.register(webApp, { root: options.webRoot });
  return app;
}
