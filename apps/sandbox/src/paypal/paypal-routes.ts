import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { acceptEmptyJsonBodies } from '../shared/accept-empty-json-bodies.ts';
import { sendHtml } from '../shared/send-html.ts';
import { isAccessTokenValid } from './access-tokens.ts';
import { approvalRoutes } from './approval-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { paypalControlRoutes } from './paypal-control-routes.ts';
import { authenticationFailure, issueDetail, issueError, PaypalError, renderPaypalError } from './paypal-error.ts';
import { renderPaypalInfoPage } from './paypal-info-page.ts';
import { resolvePaypalSettings, type PaypalOptions } from './paypal-options.ts';
import { createPaypalState, type PaypalHttpsHost } from './paypal-state.ts';
import { newLogEntry } from './request-log.ts';
import { tokenRoutes } from './token-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { catalogRoutes } from './subscriptions/catalog-routes.ts';
import { saleRoutes } from './subscriptions/sale-routes.ts';
import { subscriptionApprovalRoutes } from './subscriptions/subscription-approval-routes.ts';
import { subscriptionRoutes } from './subscriptions/subscription-routes.ts';

export interface PaypalRoutesOptions extends PaypalOptions {
  /** The sandbox's public URL; a function because with port 0 it is only known after listening. */
  publicUrl: () => string;
  /** PayPal's API host over HTTPS, where PAYPAL-CERT-URL points (the sandbox's HTTPS listener). */
  httpsHost: PaypalHttpsHost;
}

function docsPathFor(path: string): string | undefined {
  if (path.startsWith('/v2/checkout/')) return 'orders/v2';
  if (path.startsWith('/v2/payments/')) return 'payments/v2';
  if (path.startsWith('/v1/notifications/')) return 'webhooks/v1';
  if (path.startsWith('/v1/billing/')) return 'subscriptions/v1';
  if (path.startsWith('/v1/catalogs/')) return 'catalog-products/v1';
  if (path.startsWith('/v1/payments/')) return 'payments/v1';
  return undefined;
}

/** The PayPal stand-in, mounted at /paypal so the API base is `${publicUrl}/paypal`. */
export const paypalRoutes: FastifyPluginAsync<PaypalRoutesOptions> = async (app, { publicUrl, httpsHost, ...options }) => {
  const settings = resolvePaypalSettings(options);
  const state = createPaypalState(settings, () => `${publicUrl()}${app.prefix}`, httpsHost);
  const pathOf = (request: FastifyRequest) => request.url.slice(app.prefix.length);
  const isApi = (path: string) => path.startsWith('/v1/') || path.startsWith('/v2/');

  app.addHook('onClose', async () => {
    state.delivery.close();
    state.billingSchedule.close();
  });
  app.addHook('onRequest', async (request, reply) => {
    const debugId = state.ids.hex(13);
    reply.header('paypal-debug-id', debugId);
    const path = pathOf(request);
    if (!isApi(path)) return;
    state.requests.push(newLogEntry(request, path, debugId, settings.now()));
    if (state.controls.latencyMs > 0) await sleep(state.controls.latencyMs);
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

  app.get('/', async (_request, reply) => sendHtml(reply, 200, renderPaypalInfoPage(state)));

  // Public like PayPal's: receivers fetch it without a token, on the HTTPS host as /v1/notifications/certs/….
  app.get<{ Params: { certId: string } }>('/v1/notifications/certs/:certId', async (request, reply) => {
    if (request.params.certId !== state.signer.certId) {
      throw issueError('INVALID_RESOURCE_ID', { field: 'cert_id', value: request.params.certId, location: 'path' });
    }
    return reply.type('application/x-pem-file').send(state.signer.chainPem);
  });

  acceptEmptyJsonBodies(app);
  await app.register(tokenRoutes, { state });
  await app.register(async (api) => {
    api.addHook('onRequest', async (request) => {
      if (!isAccessTokenValid(state, request.headers.authorization)) throw authenticationFailure();
    });
    await api.register(orderRoutes, { state });
    await api.register(paymentRoutes, { state });
    await api.register(webhookRoutes, { state });
    await api.register(catalogRoutes, { state });
    await api.register(subscriptionRoutes, { state });
    await api.register(saleRoutes, { state });
  });
  await app.register(approvalRoutes, { state });
  await app.register(subscriptionApprovalRoutes, { state });
  await app.register(paypalControlRoutes, { state });
};
