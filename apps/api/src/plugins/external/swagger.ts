import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ApiError } from '../../schemas/error.ts';

/** OpenAPI generated from the route schemas, browsable at /docs (JSON at /docs/json). Registered before routes. */
export default fp(async function openApi(app) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'guidepass API', version: '1.0.0', description: 'Accounts, payments and the guide gate of guidepass.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas: { ApiError } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, transformStaticCSP: (header) => header });
});
