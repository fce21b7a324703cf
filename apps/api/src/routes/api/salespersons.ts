import type { FastifyInstance } from 'fastify';
import { pulaLabel } from '@guidepass/domain/tiers';
import { salespersonEarnings } from '../../repositories/salesperson-earnings-repository.ts';

/** GET /api/salespersons: each salesperson's record with its earnings, for administrators (ADMIN_EMAILS). */
export default async function salespersonsRoute(app: FastifyInstance) {
  app.get('/salespersons', { onRequest: app.requireAdmin }, async () => {
    const rows = await salespersonEarnings(app.db);
    return {
      data: rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        fullName: row.full_name,
        referralCode: row.referral_code,
        currentMonthEarnings: pulaLabel(row.current_month_thebe),
        currentMonthEarningsThebe: row.current_month_thebe,
        totalSales: row.total_sales,
        lastUpdated: row.last_sale_at ? new Date(row.last_sale_at).toISOString() : null,
      })),
    };
  });
}
