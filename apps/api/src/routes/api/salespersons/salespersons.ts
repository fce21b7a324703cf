import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentMonth, monthPattern } from '@guidepass/domain/gaborone-month';
import { formatPula } from '@guidepass/texts/format';
import { monthFigures, salespersonList } from '../../../repositories/salesperson-rollup-repository.ts';

const Month = Type.Object({ month: Type.Optional(Type.String({ pattern: monthPattern })) }, { additionalProperties: false });

/**
 * GET /api/salespersons[?month=YYYY-MM]: every salesperson's record with its earnings, for administrators
 * (ADMIN_EMAILS), read from the per-month rollup: the seed's fields (currentMonthEarnings is this Gaborone month's,
 * totalSales all time's credited sales), whether an account claimed it or an invite is open, the figures of `month`
 * (default this one) with what was paid out and is owed for it, and all time's.
 */
export default async function salespersonsRoute(app: FastifyInstance) {
  app.get<{ Querystring: { month?: string } }>('', { schema: { querystring: Month } }, async (request) => {
    const thisMonth = currentMonth();
    const month = request.query.month ?? thisMonth;
    const [rows, current] = await Promise.all([
      salespersonList(app.db, month),
      month === thisMonth ? null : salespersonList(app.db, thisMonth),
    ]);
    const currentEarnings = new Map((current ?? rows).map((row) => [row.id, row.earnings_thebe]));
    return {
      data: rows.map((row) => {
        const thisMonthThebe = currentEarnings.get(row.id) ?? 0;
        return {
          id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          fullName: row.full_name,
          referralCode: row.referral_code,
          claimed: row.claimed,
          invitedEmail: row.invited_email,
          currentMonthEarnings: formatPula(thisMonthThebe),
          currentMonthEarningsThebe: thisMonthThebe,
          totalSales: row.all_time_sales,
          lastUpdated: row.last_sale_at ? new Date(row.last_sale_at).toISOString() : null,
          month: { label: month, ...monthFigures(row) },
          allTime: {
            sales: row.all_time_sales,
            earningsThebe: row.all_time_earnings_thebe,
            paidOutThebe: row.all_time_paid_out_thebe,
            owedThebe: row.all_time_earnings_thebe - row.all_time_paid_out_thebe,
          },
        };
      }),
    };
  });
}
