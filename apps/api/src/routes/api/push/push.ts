import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isAllowedPushEndpoint } from '@guidepass/domain/push-endpoint';
import { Body, Data } from '../../../schemas/common.ts';
import { callerOf } from '../../../lib/auth/caller.ts';
import { isP256Point } from '../../../lib/platform/p256-point.ts';
import { rateLimitHook } from '../../../lib/auth/auth-rate-limits.ts';
import { deletePushSubscription, savePushSubscription } from '../../../repositories/push-subscriptions-repository.ts';
import { InvalidPushKey, PushEndpointNotAllowed, PushEndpointTaken, PushSubscriptionNotFound, PushUnavailable } from '../../../errors.ts';

// base64url without padding of a fixed number of bytes: 65 (an uncompressed P-256 point) is 87 characters, 16 is 22
const Base64Url = (characters: number) => Type.String({ minLength: characters, maxLength: characters, pattern: `^[A-Za-z0-9_-]{${characters}}$` });
// Real endpoints are a few hundred characters; FCM's are the longest.
const Endpoint = Type.String({ minLength: 1, maxLength: 1024 });

/** A browser's PushSubscription as `subscription.toJSON()` gives it (expirationTime is accepted and not kept). */
const SubscriptionBody = Body({
  endpoint: Endpoint,
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  keys: Type.Object({ p256dh: Base64Url(87), auth: Base64Url(22) }, { additionalProperties: false }),
});

/**
 * Web Push for the caller's devices (product.md §8): the public VAPID key to subscribe with, registering this
 * device's subscription (idempotent by endpoint) and forgetting it. Endpoints must be at a configured push service
 * (`PUSH_SERVICE_ORIGINS`), as the worker will POST to them.
 */
export default async function pushRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const vapid = app.config.push.vapid;
  app.addHook('onRequest', async () => {
    if (!vapid) throw new PushUnavailable();
  });
  // Each registration or removal writes a row: a member's own budget for both, keyed after authentication.
  const changesPerUser = rateLimitHook(app, 'push', (request) => `push:user:${callerOf(request).id}`, app.config.rateLimit.pushPerUser);

  typed.get('/key', { schema: { response: { 200: Data(Type.Object({ publicKey: Type.String() })) } } }, async () => ({
    data: { publicKey: vapid!.publicKey },
  }));

  typed.put('/subscriptions', { schema: { body: SubscriptionBody, response: { 200: Data(Type.Object({ endpoint: Type.String() })) } }, onRequest: changesPerUser }, async (request) => {
    const { endpoint, keys } = request.body;
    if (!isAllowedPushEndpoint(endpoint, app.config.push.serviceOrigins)) throw new PushEndpointNotAllowed();
    if (!isP256Point(keys.p256dh)) throw new InvalidPushKey();
    const saved = await savePushSubscription(app.db, callerOf(request).id, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
    if (!saved) throw new PushEndpointTaken();
    return { data: { endpoint } };
  });

  typed.delete('/subscriptions', { schema: { body: Body({ endpoint: Endpoint }), response: { 200: Data(Type.Object({ endpoint: Type.String() })) } }, onRequest: changesPerUser }, async (request) => {
    const deleted = await deletePushSubscription(app.db, callerOf(request).id, request.body.endpoint);
    if (!deleted) throw new PushSubscriptionNotFound();
    return { data: { endpoint: request.body.endpoint } };
  });
}
