import type { Db } from '@guidepass/db';
import { currentMonth } from '@guidepass/domain/gaborone-month';
import { formatPula } from '@guidepass/texts/format';
import { monthFigures, salespersonList, type SalespersonListOptions } from '../../repositories/salesperson-rollup-repository.ts';

/**
 * The confirmed salespeople with their earnings, as the admin lists answer them (GET /api/salespersons and
 * GET /api/admin/salespersons): the seed's fields (currentMonthEarnings is this Gaborone month's, totalSales all
 * time's credited sales), whether an account claimed it or an invite is open, the figures of `month` (default this
 * one) with what was paid out and is owed for it, and all time's.
 */
export async function salespeopleWithEarnings(db: Db, requestedMonth: string | undefined, options: SalespersonListOptions = {}) {
  const thisMonth = currentMonth();
  const month = requestedMonth ?? thisMonth;
  const [rows, current] = await Promise.all([salespersonList(db, month, options), month === thisMonth ? null : salespersonList(db, thisMonth, options)]);
  const currentEarnings = new Map((current ?? rows).map((row) => [row.id, row.earnings_thebe]));
  return rows.map((row) => {
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
  });
}
