// The reference for GET /api/me: a minimal Fastify app doing the product's JWT check (the product's own
// @fastify/jwt plugin and options, same secret) and nothing else: no database, no other plugins or hooks.
// Started as a child process by bench/sections/me.ts; listens on 127.0.0.1:$PORT.
import Fastify from 'fastify';
import type { Config } from '@guidepass/config';
import jwt from '../../apps/api/src/plugins/external/jwt.ts';
import type { AccessClaims } from '../../apps/api/src/lib/auth/access-token.ts';

const secret = process.env.JWT_SECRET;
if (!secret) throw new Error('JWT_SECRET is required');

const app = Fastify({ logger: false });
app.decorate('config', { jwtSecret: secret } as Config);
await app.register(jwt);

app.get('/healthz', async () => ({ data: { status: 'ok' } }));
app.get('/api/me', async (request, reply) => {
  let claims: AccessClaims;
  try {
    claims = await request.jwtVerify<AccessClaims>();
  } catch {
    return reply.code(401).send({ error: 'session-required' });
  }
  if (claims.purpose) return reply.code(401).send({ error: 'session-required' });
  return { data: { uid: claims.sub } };
});

process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
