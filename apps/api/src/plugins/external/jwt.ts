import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { accessTokenSeconds, type AccessClaims } from '../../lib/auth/access-token.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

export default fp(async function jwtPlugin(app) {
  await app.register(jwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: accessTokenSeconds, iss: 'guidepass' },
    verify: { algorithms: ['HS256'], allowedIss: 'guidepass' },
  });
}, { name: 'jwt' });
