import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export default fp(async function securityHeaders(app) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The guide is framed by the app on the same origin.
    frameguard: { action: 'sameorigin' },
  });
});
