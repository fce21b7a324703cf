import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';

export default fp(async function cookies(app) {
  await app.register(cookie, { secret: app.config.jwtSecret });
}, { name: 'cookie' });
