import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { SupportContact } from '@guidepass/domain/support';
import { Data } from '../../schemas/common.ts';

const SupportData = Data(
  Type.Object({ email: Type.Union([Type.String(), Type.Null()]), whatsapp: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: false }),
);

/**
 * GET /api/support: the configured support contact. Public: "contact support" is also said to people whose
 * profile cannot be read.
 */
export default async function supportRoute(app: FastifyInstance) {
  app.get('/support', { schema: { response: { 200: SupportData } } }, async (): Promise<{ data: SupportContact }> => ({ data: app.config.support }));
}
