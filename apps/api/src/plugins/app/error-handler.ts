import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codeForStatus, type ApiErrorBody } from '@guidepass/domain/errors';
import { configuredProviderNames } from '@guidepass/domain/configured-provider-names';
import { configuredProviders } from '@guidepass/payments/gateway-registry';
import type { Messages } from '@guidepass/texts/messages-for';
import { requestMessages } from '../../lib/platform/request-messages.ts';
import { answerSentence, apiErrorEntry, type AnswerContext } from '../../errors.ts';

// Fastify's own request errors, answered as client errors in our shape.
const fastifyReasons: Record<string, { reason: string; text: (m: Messages) => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { reason: 'malformed-json', text: (messages) => messages.invalidRequest },
  FST_ERR_CTP_EMPTY_JSON_BODY: { reason: 'malformed-json', text: (messages) => messages.invalidRequest },
  FST_ERR_CTP_BODY_TOO_LARGE: { reason: 'body-too-large', text: (messages) => messages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { reason: 'unsupported-media-type', text: (messages) => messages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { reason: 'invalid-content-length', text: (messages) => messages.invalidRequest },
  FST_ERR_VALIDATION: { reason: 'invalid-request', text: (messages) => messages.invalidRequest },
};

/** What an answer may name: the providers this server is configured for, in the list's order. */
function answerContext(app: FastifyInstance): AnswerContext {
  // An app built without its providers plugin (a test's) names the whole list.
  return { providers: configuredProviderNames(app.hasDecorator('providers') ? configuredProviders(app.providers) : null) };
}

// Postgres refuses text it cannot store (a NUL character, say): the request's fault, not ours.
const postgresInputErrors = new Set(['22021', '22P05']);

export function sendError(reply: FastifyReply, status: number, reason: string, message: string, extra: Pick<ApiErrorBody['error'], 'suggestions'> = {}) {
  const body: ApiErrorBody = { error: { code: codeForStatus(status) === 'unknown' && status < 500 ? 'invalid-argument' : codeForStatus(status), message, reason, ...extra } };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `frameworkErrors`: what it refuses before any route or hook runs (a broken percent-encoding, a path
 * parameter over the length limit), answered in our shape too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return sendError(reply, status, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'url-too-long' : 'invalid-url', requestMessages(request).invalidRequest);
}

/** The one place errors become answers: client errors keep their message; server errors never leak theirs. */
export default fp(async function errorHandler(app: FastifyInstance) {
  // Read once: the providers plugin registers after this one, so the configured ones are known when the app is ready
  // (no request is answered before).
  let answer = answerContext(app);
  app.addHook('onReady', async () => {
    answer = answerContext(app);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    // An error that knows when to come back (TooManyOpenPayments) says so.
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    const known = error.code ? fastifyReasons[error.code] : undefined;
    const messages = requestMessages(request);
    if (error.validation) {
      request.log.info({ validation: error.validation, context: error.validationContext }, 'request rejected by schema');
      const detail = error.message ? ` ${error.message}` : '';
      return sendError(reply, 400, 'invalid-request', `${messages.invalidRequest}${detail}`);
    }
    if (known) return sendError(reply, status, known.reason, known.text(messages));
    if (error.code && postgresInputErrors.has(error.code)) {
      request.log.info({ err: error }, 'request rejected by the database as text it cannot store');
      return sendError(reply, 400, 'invalid-request', messages.invalidRequest);
    }
    // Our own errors (a row of errors.ts) carry a sentence meant for the person, whatever the status: the row's, in
    // the request's language (naming the details the error was thrown with, for some).
    const ours = apiErrorEntry(error);
    const sentence = answerSentence(error, messages, answer);
    if (ours && status >= 500) {
      request.log[ours.log ?? 'warn']({ err: error }, 'request failed');
      return sendError(reply, status, ours.reason, sentence);
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, status, status === 503 ? 'unavailable' : 'internal', status === 503 ? messages.unavailable : messages.internal);
    }
    const suggestions = (error as { suggestions?: ApiErrorBody['error']['suggestions'] }).suggestions;
    return sendError(reply, status, ours?.reason ?? error.code?.toLowerCase() ?? 'invalid-request', sentence, suggestions ? { suggestions } : {});
  });
});
