import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { SessionData } from '../../schemas/auth.ts';
import { Data } from '../../schemas/common.ts';
import { endSession, rotateSession } from '../../services/auth/session-tokens.ts';
import { SessionRequired } from '../../errors.ts';

/** POST /auth/refresh and POST /auth/logout: the refresh cookie's two uses. */
export default async function sessionRoutes(app: FastifyInstance) {
  app.post('/refresh', { schema: { response: { 200: SessionData } } }, async (request, reply) => {
    const session = await rotateSession(app, request, reply);
    const user = await app.db.selectFrom('users').select('email_verified_at').where('id', '=', session.userId).executeTakeFirst();
    if (!user) throw new SessionRequired();
    return { data: { accessToken: session.accessToken, expiresIn: session.expiresIn, emailVerified: user.email_verified_at !== null } };
  });

  app.post('/logout', { schema: { response: { 200: Data(Type.Object({})) } } }, async (request, reply) => {
    await endSession(app, request, reply);
    return { data: {} };
  });
}
