import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { monthPattern } from '@guidepass/domain/gaborone-month';
import { salespeopleWithEarnings } from '../../../../services/salespeople/salespeople-list.ts';

const Query = Type.Object(
  {
    month: Type.Optional(Type.String({ pattern: monthPattern })),
    search: Type.Optional(Type.String({ maxLength: 100 })),
    sort: Type.Optional(Type.Union([Type.Literal('name'), Type.Literal('earnings')])),
  },
  { additionalProperties: false },
);

/**
 * GET /api/admin/salespersons[?month=&search=&sort=name|earnings] (product.md §14): the confirmed salespeople with
 * their earnings, names containing `search`, by name or by earnings (the month's, then all time's). Names typed at
 * sign-up that no admin confirmed are listed apart, at /api/admin/salesperson-names. For ADMIN_EMAILS.
 */
export default async function adminSalespersonsListRoute(app: FastifyInstance) {
  app.get<{ Querystring: { month?: string; search?: string; sort?: 'name' | 'earnings' } }>('', { schema: { querystring: Query } }, async (request) => {
    const { month, search, sort } = request.query;
    return { data: await salespeopleWithEarnings(app.db, month, { search, sort }) };
  });
}
