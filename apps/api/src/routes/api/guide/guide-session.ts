import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Data } from '../../../schemas/common.ts';
import { callerOf } from '../../../lib/auth/caller.ts';
import { guideOpensFor } from '../../../services/guide/guide-access.ts';
import { issueGuidePass } from '../../../services/guide/guide-pass.ts';
import { MembershipInactive } from '../../../errors.ts';

/** POST /api/guide/session: an active member (or a confirmed salesperson or an admin: services/guide/guide-access.ts) gets the path of the sandboxed guide frame, /guide/<pass>/. */
export default async function guideSessionRoute(app: FastifyInstance) {
  app.post(
    '/session',
    {
      schema: { response: { 200: Data(Type.Object({ path: Type.String(), expiresAt: Type.String() })) } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!(await guideOpensFor(app, caller))) throw new MembershipInactive();
      const { path, expiresAt } = issueGuidePass(app, caller);
      // The pass opens the guide: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return { data: { path, expiresAt: expiresAt.toISOString() } };
    },
  );
}
