import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentDay, currentMonth, monthPattern } from '@guidepass/domain/gaborone-month';
import { formatPula } from '@guidepass/texts/format';
import { Body, Data, Uuid } from '../../../../schemas/common.ts';
import { callerOf } from '../../../../lib/auth/caller.ts';
import { insertPayout } from '../../../../repositories/salesperson-payouts-repository.ts';
import { salespersonSummary } from '../../../../repositories/salesperson-rollup-repository.ts';
import { InvalidPayoutDate, PayoutMonthAhead, SalespersonNotFound } from '../../../../errors.ts';

const PayoutBody = Body({
  month: Type.String({ pattern: monthPattern }),
  // Up to P1 000 000 in one payout: a typo of a few extra digits is refused, not recorded.
  amountThebe: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  reference: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  // A date of this era (Postgres has no year 0, and no payout predates the product by a century).
  paidOn: Type.Optional(Type.String({ pattern: '^(19|2\\d)\\d{2}-\\d{2}-\\d{2}$' })),
});
const PayoutData = Data(
  Type.Object({
    id: Type.String(),
    salespersonId: Type.String(),
    month: Type.String(),
    amountThebe: Type.Integer(),
    amount: Type.String(),
    reference: Type.String(),
    paidOn: Type.String(),
    /** the month's figures after this payout */
    earningsThebe: Type.Integer(),
    paidOutThebe: Type.Integer(),
    owedThebe: Type.Integer(),
  }),
);

/** A `YYYY-MM-DD` that names a real day. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * POST /api/admin/salespersons/{id}/payouts {month, amountThebe, reference, paidOn?} (product.md §9): records money
 * paid to a salesperson for a Gaborone month that has begun; owed = earned − paid out. For ADMIN_EMAILS.
 */
export default async function adminSalespersonPayoutsRoute(app: FastifyInstance) {
  app.post<{ Params: { id: string }; Body: { month: string; amountThebe: number; reference: string; paidOn?: string } }>(
    '/:id/payouts',
    { schema: { params: Type.Object({ id: Uuid }), body: PayoutBody, response: { 201: PayoutData } } },
    async (request, reply) => {
      const { month, amountThebe } = request.body;
      const today = new Date();
      if (month > currentMonth(today)) throw new PayoutMonthAhead();
      const paidOn = request.body.paidOn ?? currentDay(today);
      if (!isCalendarDate(paidOn)) throw new InvalidPayoutDate();
      const salesperson = await app.db.selectFrom('salespersons').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!salesperson) throw new SalespersonNotFound();
      const reference = request.body.reference.trim();
      const payout = await insertPayout(app.db, { salespersonId: salesperson.id, month, amountThebe, reference, paidOn, recordedBy: callerOf(request).id }).catch(
        (error: { code?: string }) => {
          // Deleted (merged) between the check and the insert.
          if (error.code === '23503') throw new SalespersonNotFound();
          throw error;
        },
      );
      const figures = (await salespersonSummary(app.db, salesperson.id, month)).month;
      return reply.code(201).send({
        data: {
          id: payout.id,
          salespersonId: salesperson.id,
          month,
          amountThebe,
          amount: formatPula(amountThebe),
          reference,
          paidOn,
          earningsThebe: figures.earningsThebe,
          paidOutThebe: figures.paidOutThebe,
          owedThebe: figures.owedThebe,
        },
      });
    },
  );
}
