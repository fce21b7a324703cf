import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';

export interface AccessClaims {
  sub: string;
  /** the refresh-token family this access token belongs to; revoking the family revokes the token */
  fam: string;
  /** set only on the guide and admin cookies' tokens, which must never pass as access tokens */
  purpose?: 'guide' | 'admin';
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

export const accessTokenSeconds = 15 * 60;

export default fp(async function jwtPlugin(app) {
  await app.register(jwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: accessTokenSeconds, iss: 'guidepass' },
    verify: { algorithms: ['HS256'], allowedIss: 'guidepass' },
  });
}, { name: 'jwt' });
