import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sendHtml } from '../shared/send-html.ts';
import { isAccessTokenValid } from './access-tokens.ts';
import { approvalRoutes } from './approval-routes.ts';
import { controlRoutes } from './control-routes.ts';
import { acceptEmptyJsonBodies } from './lenient-json-parser.ts';
import { orderRoutes } from './order-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { createPaypalContext } from './paypal-context.ts';
import { authenticationFailure, issueDetail, issueError, PaypalError, renderPaypalError } from './paypal-error.ts';
import { renderPaypalInfoPage } from './paypal-info-page.ts';
import { resolvePaypalSettings, type PaypalSandboxOptions } from './paypal-options.ts';
import { appendBounded, type LoggedRequest } from './paypal-store.ts';
import { newLogEntry } from './request-log.ts';
import { tokenRoutes } from './token-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

export interface PaypalRoutesOptions {
  /** The sandbox's public URL; a function because with port 0 it is only known after listening. */
  publicUrl: () => string;
  paypal?: PaypalSandboxOptions;
}

function docsPathFor(path: string): string | undefined {
  if (path.startsWith('/v2/checkout/')) return 'orders/v2';
  if (path.startsWith('/v2/payments/')) return 'payments/v2';
  if (path.startsWith('/v1/notifications/')) return 'webhooks/v1';
  return undefined;
}

/** The PayPal stand-in, mounted at /paypal so the API base is `${publicUrl}/paypal`. */
export const paypalRoutes: FastifyPluginAsync<PaypalRoutesOptions> = async (app, options) => {
  const settings = resolvePaypalSettings(options.paypal);
  const context = createPaypalContext(settings, () => `${options.publicUrl()}${app.prefix}`);
  const { store } = context;
  const pathOf = (request: FastifyRequest) => request.url.slice(app.prefix.length);
  const isApi = (path: string) => path.startsWith('/v1/') || path.startsWith('/v2/');
  const logEntries = new WeakMap<FastifyRequest, LoggedRequest>();

  app.addHook('onClose', async () => context.deliverer.close());
  acceptEmptyJsonBodies(app);

  app.addHook('onRequest', async (request, reply) => {
    const debugId = context.ids.hex(13);
    reply.header('paypal-debug-id', debugId);
    const path = pathOf(request);
    if (!isApi(path)) return;
    const entry = newLogEntry(request, path, debugId, settings.now());
    logEntries.set(request, entry);
    appendBounded(store.requests, entry);
    if (store.faults.latencyMs > 0) await sleep(store.faults.latencyMs);
  });
  app.addHook('preHandler', async (request) => {
    const entry = logEntries.get(request);
    if (entry) entry.body = request.body ?? null;
  });
  app.addHook('onResponse', async (request, reply) => {
    const entry = logEntries.get(request);
    if (entry) entry.status_code = reply.statusCode;
  });

  app.setErrorHandler((error, request, reply) => {
    const debugId = String(reply.getHeader('paypal-debug-id') ?? '');
    const docsPath = docsPathFor(pathOf(request));
    if (error instanceof PaypalError) return reply.code(error.statusCode).send(renderPaypalError(error, debugId, docsPath));
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      const detail = issueDetail('MALFORMED_REQUEST_JSON', { location: 'body', description: (error as Error).message });
      return reply.code(statusCode).send(renderPaypalError(new PaypalError(statusCode, 'INVALID_REQUEST', [detail]), debugId, docsPath));
    }
    request.log.error({ err: error }, 'PayPal stand-in failed');
    return reply.code(500).send(renderPaypalError(issueError('INTERNAL_SERVER_ERROR'), debugId, docsPath));
  });
  app.setNotFoundHandler((request, reply) => {
    const debugId = String(reply.getHeader('paypal-debug-id') ?? '');
    return reply.code(404).send(renderPaypalError(new PaypalError(404, 'RESOURCE_NOT_FOUND'), debugId, docsPathFor(pathOf(request))));
  });

  app.get('/', async (_request, reply) => sendHtml(reply, 200, renderPaypalInfoPage(context)));

  // Public like PayPal's: receivers fetch it without a token.
  app.get<{ Params: { certId: string } }>('/v1/notifications/certs/:certId', async (request, reply) => {
    if (request.params.certId !== context.signer.certId) {
      throw issueError('INVALID_RESOURCE_ID', { field: 'cert_id', value: request.params.certId, location: 'path' });
    }
    return reply.type('application/x-pem-file').send(context.signer.certificatePem);
  });

  await app.register(tokenRoutes, { context });
  await app.register(async (api) => {
    api.addHook('onRequest', async (request) => {
      if (!isAccessTokenValid(context, request.headers.authorization)) throw authenticationFailure();
    });
    await api.register(orderRoutes, { context });
    await api.register(paymentRoutes, { context });
    await api.register(webhookRoutes, { context });
  });
  await app.register(approvalRoutes, { context });
  await app.register(controlRoutes, { context });
};
