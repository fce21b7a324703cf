import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pulaLabel } from '@guidepass/domain/tiers';
import { callerOf } from '../../plugins/app/authenticate.ts';
import { salespersonEarnings } from '../../repositories/salesperson-earnings-repository.ts';
import { NotAdmin } from '../../errors.ts';

/** GET /api/salespersons: each salesperson's record with its earnings, for administrators (ADMIN_EMAILS). */
export default async function salespersonsRoute(app: FastifyInstance) {
  const requireAdmin = async (request: FastifyRequest) => {
    if (!app.config.adminEmails.includes(callerOf(request).email.toLowerCase())) throw new NotAdmin();
  };
  app.get('/salespersons', { onRequest: [app.requireVerifiedEmail, requireAdmin] }, async () => {
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
