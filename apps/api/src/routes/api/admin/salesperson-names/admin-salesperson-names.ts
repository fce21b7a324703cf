import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Data, Uuid } from '../../../../schemas/common.ts';
import { confirmSalespersonName, countNamesToReview, namesPageSize, namesToReview } from '../../../../repositories/salesperson-names-repository.ts';
import { SalespersonAlreadyConfirmed, SalespersonNotFound } from '../../../../errors.ts';

const Query = Type.Object(
  { search: Type.Optional(Type.String({ maxLength: 100 })), page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })) },
  { additionalProperties: false },
);
const NamesData = Data(
  Type.Object({
    rows: Type.Array(
      Type.Object({
        id: Type.String(),
        fullName: Type.String(),
        /** how many accounts typed this name (or were attached to it) */
        accounts: Type.Integer(),
        /** the e-mails of the first few of them */
        accountEmails: Type.Array(Type.String()),
        /** all time's credited sales, net of full refunds */
        sales: Type.Integer(),
        createdAt: Type.String(),
      }),
    ),
    /** how many names match the search in all (the rows are one page of them, namesPageSize at most) */
    total: Type.Integer(),
    pageSize: Type.Integer(),
  }),
);
const ConfirmedData = Data(Type.Object({ id: Type.String(), firstName: Type.String(), lastName: Type.String(), fullName: Type.String(), referralCode: Type.String() }));

/**
 * Names to review (product.md §14): names typed at sign-up that match no salesperson. They keep their accounts and
 * sales but are not salespeople until an admin confirms one (POST …/{id}/confirm) or merges it into a salesperson
 * (POST /api/admin/salespersons/{id}/merge). For ADMIN_EMAILS.
 */
export default async function adminSalespersonNamesRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { search?: string; page?: string } }>('', { schema: { querystring: Query, response: { 200: NamesData } } }, async (request) => {
    const search = request.query.search ?? '';
    const [rows, total] = await Promise.all([namesToReview(app.db, search, Number(request.query.page ?? '1')), countNamesToReview(app.db, search)]);
    return {
      data: {
        total,
        pageSize: namesPageSize,
        rows: rows.map((row) => ({
          id: row.id,
          fullName: row.full_name,
          accounts: row.accounts,
          accountEmails: row.account_emails,
          sales: row.sales,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      },
    };
  });

  app.post<{ Params: { id: string } }>(
    '/:id/confirm',
    { schema: { params: Type.Object({ id: Uuid }), response: { 200: ConfirmedData } } },
    async (request) => {
      const confirmed = await confirmSalespersonName(app.db, request.params.id);
      if (confirmed === undefined) throw new SalespersonNotFound();
      if (confirmed === false) throw new SalespersonAlreadyConfirmed();
      return {
        data: {
          id: confirmed.id,
          firstName: confirmed.first_name,
          lastName: confirmed.last_name,
          fullName: confirmed.full_name,
          referralCode: confirmed.referral_code,
        },
      };
    },
  );
}
