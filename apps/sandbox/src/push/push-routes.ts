import type { FastifyPluginAsync } from 'fastify';
import { decryptMessage, UndecryptableMessage } from './decrypt-message.ts';
import { pushControlRoutes } from './push-control-routes.ts';
import { createPushState } from './push-state.ts';
import { checkVapid } from './vapid-check.ts';

export interface PushRoutesOptions {
  /** The sandbox's public URL; a function because with port 0 it is only known after listening. */
  publicUrl: () => string;
}

// Bodies of Web Push messages are at most 4096 bytes at every push service.
const maxBodyBytes = 4096;

/**
 * The push service stand-in (RFC 8030 with VAPID, RFC 8292, and aes128gcm bodies, RFC 8291), mounted at /push: a
 * subscription's endpoint is `${publicUrl}/push/send/<id>`. It refuses what real services refuse (no TTL, no or wrong
 * VAPID, another encoding, too large), answers 404 for an endpoint it never issued and 410 for an expired one, and
 * keeps each accepted message decrypted for tests (push-control-routes.ts).
 */
export const pushRoutes: FastifyPluginAsync<PushRoutesOptions> = async (app, { publicUrl }) => {
  const state = createPushState();
  const endpointOf = (id: string) => `${publicUrl()}${app.prefix}/send/${id}`;

  // RFC 8030 gives a push message no content type: the body is kept as bytes whatever Content-Type says, or if none.
  // Only this route parses so; the control routes keep Fastify's JSON parser.
  await app.register(async (send) => {
    send.removeAllContentTypeParsers();
    send.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBodyBytes }, (_request, body, done) => done(null, body));
    send.post<{ Params: { id: string } }>('/send/:id', async (request, reply) => {
      const subscription = state.get(request.params.id);
      if (!subscription) return reply.code(404).send({ error: 'no such subscription' });
      if (subscription.expired) return reply.code(410).send({ error: 'the subscription has expired or was unsubscribed' });
      const refusal = checkVapid(request.headers.authorization, {
        applicationServerKey: subscription.applicationServerKey,
        audience: new URL(publicUrl()).origin,
        nowSeconds: Math.floor(Date.now() / 1000),
      });
      if (refusal) return reply.code(refusal.status).send({ error: refusal.reason });
      const ttlHeader = request.headers.ttl;
      if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader)) return reply.code(400).send({ error: 'a TTL header (seconds) is required' });
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (body.length > 0 && request.headers['content-encoding'] !== 'aes128gcm') {
        return reply.code(415).send({ error: 'Content-Encoding must be aes128gcm' });
      }
      let text: string | null = null;
      let problem: string | null = null;
      if (body.length > 0) {
        try {
          text = decryptMessage(body, subscription.browser).toString('utf8');
        } catch (error) {
          if (!(error instanceof UndecryptableMessage)) throw error;
          problem = error.message;
        }
      } else text = '';
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      const urgency = request.headers.urgency;
      const topic = request.headers.topic;
      const message = state.receive(subscription, {
        ttl: Number(ttlHeader),
        urgency: typeof urgency === 'string' ? urgency : null,
        topic: typeof topic === 'string' ? topic : null,
        text,
        json,
        problem,
      });
      return reply.code(201).header('location', `${endpointOf(subscription.id)}/messages/${message.id}`).send();
    });
  });

  await app.register(pushControlRoutes, { prefix: '/_control', state, endpointOf });
};
