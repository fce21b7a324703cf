import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Data } from '../../../schemas/common.ts';
import { NotAdmin } from '../../../errors.ts';

/**
 * GET /api/admin/status: whether the signed-in caller is an administrator, so that the app can offer its Admin
 * entry. The answer comes from the same requireAdmin check that guards /admin (one rule, not a copy of it).
 */
export default async function adminStatusRoute(app: FastifyInstance) {
  app.get('/status', { schema: { response: { 200: Data(Type.Object({ admin: Type.Boolean() })) } } }, async (request) => {
    try {
      await app.requireAdmin(request);
      return { data: { admin: true } };
    } catch (error) {
      if (error instanceof NotAdmin) return { data: { admin: false } };
      throw error;
    }
  });
}
