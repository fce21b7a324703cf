import type { FastifyInstance } from 'fastify';

/**
 * PayPal (capture, refund) and Yoco (refund) accept `Content-Type: application/json` with an empty body; Fastify's
 * default parser refuses it. Empty becomes undefined; anything else goes through Fastify's own
 * (prototype-poisoning-safe) parser.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
